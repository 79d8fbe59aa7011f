// Configuration read once and validated (CONVENTIONS.md Server).
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 4200, sandbox: true, production: false, flags: { GROW872: 'Treatment', ApplePay: 'Treatment', UKPayment: 'Control', ClickToJoin: 'Control' } });
    expect(c.dataDir.endsWith('.data')).toBe(true);
    expect(c.distDir.endsWith('dist/apps')).toBe(true);
  });

  it('turns the sandbox off in production unless SANDBOX=1', () => {
    const keys = { BRAINTREE_MERCHANT_ID: 'm', BRAINTREE_PUBLIC_KEY: 'p', BRAINTREE_PRIVATE_KEY: 's' };
    expect(loadConfig({ NODE_ENV: 'production', ...keys }).sandbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SANDBOX: '1' }).sandbox).toBe(true);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/BRAINTREE_MERCHANT_ID/);
  });

  it('reads flags and merchant accounts and refuses bad values', () => {
    const c = loadConfig({ FLAG_GROW872: 'Control', FLAG_NewThing: 'Off', BRAINTREE_MERCHANT_ID: 'm', BRAINTREE_PUBLIC_KEY: 'p', BRAINTREE_PRIVATE_KEY: 's', BRAINTREE_MERCHANT_ACCOUNTS: 'usd:a1, GBP:a2' });
    expect(c.flags).toMatchObject({ GROW872: 'Control', NewThing: 'Off' });
    expect(c.braintree?.merchantAccounts).toEqual({ USD: 'a1', GBP: 'a2' });
    expect(() => loadConfig({ FLAG_GROW872: 'Maybe' })).toThrow(/FLAG_GROW872/);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });

  it('runs WEB_CONCURRENCY workers on PostgreSQL only', () => {
    const url = 'postgres://u:p@db.example:5432/join';
    expect(loadConfig({}).webConcurrency).toBe(1);
    expect(loadConfig({ WEB_CONCURRENCY: '4', DATABASE_URL: url }).webConcurrency).toBe(4);
    expect(loadConfig({ WEB_CONCURRENCY: 'auto', DATABASE_URL: url }).webConcurrency).toBeGreaterThanOrEqual(1);
    expect(() => loadConfig({ WEB_CONCURRENCY: '2' })).toThrow('WEB_CONCURRENCY=2 needs DATABASE_URL (PostgreSQL)');
    expect(() => loadConfig({ WEB_CONCURRENCY: 'zero', DATABASE_URL: url })).toThrow(/WEB_CONCURRENCY/);
  });
});
