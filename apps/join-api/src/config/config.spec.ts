// Configuration read once and validated (CONVENTIONS.md Server).
import { loadConfig } from './config';

const production = {
  NODE_ENV: 'production',
  EMBEDDED_DATABASE: '1',
  PUBLIC_URL: 'https://join.example',
  SMTP_URL: 'smtp://relay.example:587',
  MAIL_FROM: 'Join <no-reply@join.example>',
  DISCOUNT_LINK_SECRET: 'x'.repeat(32),
};

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const c = loadConfig({ SANDBOX: '1' });
    expect(c).toMatchObject({
      port: 4200,
      sandbox: true,
      production: false,
      trustProxy: false,
      rateLimitFactor: 1,
      flags: {
        GROW872: 'Treatment',
        ApplePay: 'Treatment',
        GooglePay: 'Treatment',
        UKPayment: 'Control',
        ClickToJoin: 'Control',
      },
    });
    expect(c.dataDir.endsWith('.data')).toBe(true);
  });

  it('runs the sandbox only when SANDBOX=1 says so', () => {
    const keys = { BRAINTREE_MERCHANT_ID: 'm', BRAINTREE_PUBLIC_KEY: 'p', BRAINTREE_PRIVATE_KEY: 's' };
    expect(loadConfig({ ...keys }).sandbox).toBe(false);
    expect(loadConfig({ ...production, ...keys }).sandbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SANDBOX: '1', EMBEDDED_DATABASE: '1' }).sandbox).toBe(true);
    expect(() => loadConfig({})).toThrow(/SANDBOX=1/);
    expect(() => loadConfig({ ...production })).toThrow(/BRAINTREE_MERCHANT_ID/);
  });

  it('refuses production settings that fail open, naming the variable to set', () => {
    const keys = { BRAINTREE_MERCHANT_ID: 'm', BRAINTREE_PUBLIC_KEY: 'p', BRAINTREE_PRIVATE_KEY: 's' };
    const refusal = (env: Record<string, string>) => {
      try {
        loadConfig(env);
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    };
    const { EMBEDDED_DATABASE: _embedded, ...noDatabase } = production;
    expect(refusal({ ...noDatabase, ...keys })).toMatch(/DATABASE_URL.*EMBEDDED_DATABASE=1/);
    expect(refusal({ ...noDatabase, DATABASE_URL: 'postgres://db.internal/join', ...keys })).toBe('');
    expect(refusal({ ...production, ...keys, PUBLIC_URL: 'http://join.example' })).toMatch(
      /PUBLIC_URL.*https/,
    );
    expect(refusal({ ...production, ...keys, SMTP_URL: '' })).toMatch(/SMTP_URL/);
    const { MAIL_FROM: _from, ...noSender } = production;
    expect(refusal({ ...noSender, ...keys })).toMatch(/MAIL_FROM/);
    expect(refusal({ ...production, ...keys, SANDBOX: '1' })).toMatch(
      /SANDBOX=1 cannot run with live Braintree keys/,
    );
    // Braintree's own sandbox keys may run beside the local sandbox (a staging stack).
    expect(
      refusal({
        NODE_ENV: 'production',
        SANDBOX: '1',
        EMBEDDED_DATABASE: '1',
        ...keys,
        BRAINTREE_ENVIRONMENT: 'sandbox',
      }),
    ).toBe('');
  });

  it('trusts a proxy only when configured: a hop count or a list of addresses', () => {
    expect(loadConfig({ SANDBOX: '1' }).trustProxy).toBe(false);
    expect(loadConfig({ SANDBOX: '1', TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ SANDBOX: '1', TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ SANDBOX: '1', TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
  });

  it('reads flags and merchant accounts and refuses bad values', () => {
    const c = loadConfig({
      FLAG_GROW872: 'Control',
      FLAG_NewThing: 'Off',
      BRAINTREE_MERCHANT_ID: 'm',
      BRAINTREE_PUBLIC_KEY: 'p',
      BRAINTREE_PRIVATE_KEY: 's',
      BRAINTREE_MERCHANT_ACCOUNTS: 'usd:a1, GBP:a2',
    });
    expect(c.flags).toMatchObject({ GROW872: 'Control', NewThing: 'Off' });
    expect(c.braintree?.merchantAccounts).toEqual({ USD: 'a1', GBP: 'a2' });
    expect(() => loadConfig({ SANDBOX: '1', FLAG_GROW872: 'Maybe' })).toThrow(/FLAG_GROW872/);
    expect(() => loadConfig({ SANDBOX: '1', PORT: 'eighty' })).toThrow(/PORT/);
  });

  it('runs WEB_CONCURRENCY workers on PostgreSQL only', () => {
    const url = 'postgres://u:p@db.example:5432/join';
    expect(loadConfig({ SANDBOX: '1' }).webConcurrency).toBe(1);
    expect(loadConfig({ SANDBOX: '1', WEB_CONCURRENCY: '4', DATABASE_URL: url }).webConcurrency).toBe(4);
    expect(
      loadConfig({ SANDBOX: '1', WEB_CONCURRENCY: 'auto', DATABASE_URL: url }).webConcurrency,
    ).toBeGreaterThanOrEqual(1);
    expect(() => loadConfig({ SANDBOX: '1', WEB_CONCURRENCY: '2' })).toThrow(
      'WEB_CONCURRENCY=2 needs DATABASE_URL (PostgreSQL)',
    );
    expect(() => loadConfig({ SANDBOX: '1', WEB_CONCURRENCY: 'zero', DATABASE_URL: url })).toThrow(
      /WEB_CONCURRENCY/,
    );
  });

  // Pins: a copy with the sandbox on and a public https PUBLIC_URL started and gave free payments.
  it('refuses the sandbox on a public address unless SANDBOX_PUBLIC=1 asks for a shared demo', () => {
    const sandbox = { NODE_ENV: 'production', SANDBOX: '1', EMBEDDED_DATABASE: '1' };
    for (const PUBLIC_URL of [
      'https://join.example.com',
      'http://10.0.0.5:4200',
      'https://127.0.0.1.nip.io',
      'http://[2001:db8::1]/',
    ])
      expect(() => loadConfig({ ...sandbox, PUBLIC_URL })).toThrow(/SANDBOX_PUBLIC=1/);
    for (const PUBLIC_URL of [
      'http://localhost:4200',
      'http://127.0.0.1:4411/',
      'http://join.localhost',
      'http://[::1]:8080',
    ])
      expect(loadConfig({ ...sandbox, PUBLIC_URL }).publicUrl).toBe(PUBLIC_URL.replace(/\/$/, ''));
    expect(loadConfig({ ...sandbox }).publicUrl).toBe('http://localhost:4200');
    expect(
      loadConfig({ ...sandbox, PUBLIC_URL: 'https://demo.example.com', SANDBOX_PUBLIC: '1' }).sandbox,
    ).toBe(true);
    expect(() => loadConfig({ SANDBOX: '1', PUBLIC_URL: 'https://join.example.com' })).toThrow(
      /SANDBOX_PUBLIC=1/,
    );
    // Without the sandbox a public address is what production needs.
    expect(
      loadConfig({
        ...production,
        BRAINTREE_MERCHANT_ID: 'm',
        BRAINTREE_PUBLIC_KEY: 'p',
        BRAINTREE_PRIVATE_KEY: 's',
      }).publicUrl,
    ).toBe('https://join.example');
  });

  it('signs discount links with DISCOUNT_LINK_SECRET: required in production, at least 32 characters, a dev key elsewhere', () => {
    const keys = { BRAINTREE_MERCHANT_ID: 'm', BRAINTREE_PUBLIC_KEY: 'p', BRAINTREE_PRIVATE_KEY: 's' };
    const { DISCOUNT_LINK_SECRET: _secret, ...noSecret } = production;
    expect(() => loadConfig({ ...noSecret, ...keys })).toThrow(/DISCOUNT_LINK_SECRET/);
    expect(() => loadConfig({ SANDBOX: '1', DISCOUNT_LINK_SECRET: 'short' })).toThrow(
      /DISCOUNT_LINK_SECRET must be at least 32/,
    );
    expect(loadConfig({ ...production, ...keys }).discountLinks).toEqual({
      secret: 'x'.repeat(32),
      generated: false,
    });
    const dev = loadConfig({ SANDBOX: '1' }).discountLinks;
    expect(dev.generated).toBe(true);
    expect(dev.secret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ SANDBOX: '1' }).discountLinks.secret).not.toBe(dev.secret);
  });
});
