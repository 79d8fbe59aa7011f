// CONTRACTS#trust: a journey's server log holds no email, token, password or card number.
// The server logs at info (production's level) into this test; a whole parent journey with a
// card, a co-parent invite, credentials, logins and an old-style invite link goes through it.
import pino from 'pino';
import { privateLogger } from '../plugins/log-privacy';
import { mailbox, pay, payBody, readyRegistration, tokenize, US_1001_TX_TOTAL } from './checkout-helpers';
import { startTestApp } from './test-app';

const CARD = '4111 1111 1111 1111';
const EMAIL_IN_TEXT = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;

describe('server log of a journey', () => {
  it('holds no email, token, password or card number', async () => {
    const lines: string[] = [];
    const t = await startTestApp(
      { LOG_LEVEL: 'info' },
      { logStream: { write: (line: string) => void lines.push(line) } },
    );
    const secrets: string[] = [];
    try {
      const coParentEmail = `bo.private.${Date.now()}@example.com`;
      const reg = await readyRegistration(t, { coParentEmail });
      secrets.push(reg.email, coParentEmail, reg.key);
      const nonce = await tokenize(t, CARD);
      secrets.push(nonce);
      const paid = await pay(t, reg, payBody(nonce, US_1001_TX_TOTAL), `log-${reg.signupId}`);
      expect(paid.status).toBe(200);
      const credentialsToken = paid.body.credentialsToken as string;
      secrets.push(credentialsToken);

      const password = 'Harbor-2026-safe!';
      const username = `log_user_${Date.now().toString(36)}`;
      expect(
        (
          await t.call({
            method: 'POST',
            url: '/api/accounts/credentials',
            headers: { authorization: `Bearer ${credentialsToken}` },
            payload: { username, password },
          })
        ).status,
      ).toBe(200);
      const login = await t.call({
        method: 'POST',
        url: '/api/accounts/login',
        payload: {
          username,
          password,
          submit: 'Login',
          _eventId: 'submit',
          redirectUrl: `/app/home?email=${encodeURIComponent(reg.email)}`,
        },
      });
      expect(login.status).toBe(200);
      secrets.push(password, login.body.auth);
      expect(
        (
          await t.call({
            method: 'POST',
            url: '/api/accounts/login',
            payload: { username, password: 'Wrong-password-77', submit: 'Login', _eventId: 'submit' },
          })
        ).status,
      ).toBe(401);
      secrets.push('Wrong-password-77');

      // The co-parent follows an old-style link (token in the query string), then the API reads the invite.
      const invite = (await mailbox(t)).find((m) => m.kind === 'coparent-invite');
      const link = new URL(invite?.links[0] ?? '');
      const inviteToken = new URLSearchParams(link.hash.slice(1)).get('inviteToken') as string;
      const userId = link.searchParams.get('userId') as string;
      secrets.push(inviteToken);
      await t.call({
        url: `/app/join/invite?inviteToken=${encodeURIComponent(inviteToken)}&userId=${userId}&email=${encodeURIComponent(coParentEmail)}`,
      });
      expect(
        (await t.call({ url: `/api/invites/${userId}`, headers: { 'x-invite-token': inviteToken } })).status,
      ).toBe(200);
      // A mistyped token and a failing request are logged too.
      expect(
        (await t.call({ url: `/api/invites/${userId}`, headers: { 'x-invite-token': `${inviteToken}x` } }))
          .status,
      ).toBe(401);
    } finally {
      await t.close();
    }

    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(20);
    expect(log).toContain('/api/accounts/login');
    for (const secret of secrets) expect(log).not.toContain(secret);
    expect(log).not.toContain(CARD);
    expect(log).not.toContain(CARD.replace(/ /g, ''));
    // No card-length digit run anywhere but the timestamps and durations.
    expect(log.replace(/"(time|responseTime)":[\d.]+/g, '').match(/\b\d{13,19}\b/g)).toBeNull();
    // Masked addresses (a***@example.com) may appear; a full one may not.
    expect((log.match(EMAIL_IN_TEXT) ?? []).filter((e) => !e.includes('***@'))).toEqual([]);
  });

  it('masks driver detail, SMTP recipients and addresses in messages', () => {
    const lines: string[] = [];
    const { stream: _fastifyOnly, ...options } = privateLogger('info');
    const log = pino(options, { write: (line: string) => void lines.push(line) });
    const driverError = Object.assign(
      new Error('duplicate key value violates unique constraint "users_email_key"'),
      {
        detail: 'Key (email)=(ann.lee@example.com) already exists.',
        params: ['ann.lee@example.com'],
      },
    );
    log.error({ err: driverError }, 'request failed');
    log.warn(
      { err: '550 5.1.1 <bo.lee@example.org>: Recipient address rejected' },
      'mail failed; will retry',
    );
    log.info('sending to carla.diaz@example.net');
    const text = lines.join('');
    expect(text).toContain('duplicate key value');
    expect(text).toContain('Recipient address rejected');
    for (const email of ['ann.lee@example.com', 'bo.lee@example.org', 'carla.diaz@example.net'])
      expect(text).not.toContain(email);
  });
});
