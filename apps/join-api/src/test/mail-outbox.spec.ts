// CONTRACTS#money-under-faults 7: mail survives a failing relay. A mail is queued with the change that causes
// it and the worker retries it with backoff until the relay takes it; /dev/mailbox shows the state.
import type { Mailer, OutgoingMail } from '../mail/mailer';
import { renderMail } from '../mail/templates';
import { sharedDatabase, startTestApp, type TestApp } from './test-app';

/** A relay that refuses the first `failures` mails, then accepts; records what it accepted. */
function flakyRelay(failures: number): Mailer & { accepted: OutgoingMail[]; refused: number } {
  const relay = {
    transport: 'smtp' as const,
    accepted: [] as OutgoingMail[],
    refused: 0,
    async send(mail: OutgoingMail) {
      if (relay.refused < failures) {
        relay.refused++;
        throw new Error('421 relay busy');
      }
      relay.accepted.push(mail);
    },
  };
  return relay;
}

const waitFor = async (check: () => Promise<boolean>, ms = 10_000) => {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('condition not met in time');
};

async function requestNewLink(t: TestApp) {
  const staged = (await t.call({ method: 'POST', url: '/api/dev/invites', payload: { expired: true } })).body;
  const res = await t.call({
    method: 'POST',
    url: '/api/invites/request-link',
    headers: { 'x-invite-token': staged.inviteToken },
    payload: {},
  });
  expect(res.status).toBe(200);
  return staged.userId as string;
}

describe('mail outbox', () => {
  let t: TestApp;
  let relay: ReturnType<typeof flakyRelay>;
  afterEach(() => t?.close());

  it('retries a mail the relay refused and marks it sent, showing each state in the mailbox', async () => {
    relay = flakyRelay(2);
    t = await startTestApp({}, { mailer: relay, outbox: { intervalMs: 50, backoffBaseSeconds: 0.2 } });
    const userId = await requestNewLink(t);
    await waitFor(async () => relay.accepted.length === 1);
    expect(relay.refused).toBe(2);
    expect(relay.accepted[0]).toMatchObject({ kind: 'invite-link', subject: 'Your new invite link' });
    expect(relay.accepted[0].text).toContain(userId);
    await waitFor(async () => (await t.call({ url: '/api/dev/mailbox' })).body.messages[0].state === 'sent');
    const [mail] = (await t.call({ url: '/api/dev/mailbox' })).body.messages;
    expect(mail).toMatchObject({ state: 'sent', attempts: 3, locale: 'en', lastError: null });
    expect((await t.call({ url: '/dev/mailbox' })).text).toContain('<strong>sent ');
  });

  it('parks a mail as failed after its last attempt, with the error, and sends it nowhere', async () => {
    relay = flakyRelay(100);
    t = await startTestApp(
      {},
      { mailer: relay, outbox: { intervalMs: 50, backoffBaseSeconds: 0.05, maxAttempts: 3 } },
    );
    await requestNewLink(t);
    await waitFor(
      async () => (await t.call({ url: '/api/dev/mailbox' })).body.messages[0].state === 'failed',
    );
    const [mail] = (await t.call({ url: '/api/dev/mailbox' })).body.messages;
    expect(mail).toMatchObject({ state: 'failed', attempts: 3, lastError: '421 relay busy' });
    expect(relay.accepted).toHaveLength(0);
    expect((await t.call({ url: '/dev/mailbox' })).text).toContain(
      'failed, 3 attempts, last error: 421 relay busy',
    );
  });

  it('keeps a queued mail when the process stops before sending it, and the next process on the database sends it', async () => {
    const database = await sharedDatabase();
    let next: TestApp | undefined;
    try {
      // The first process's relay is down: its one attempt fails and no other comes (its rounds are an hour apart).
      const down = flakyRelay(Infinity);
      const stopping = await startTestApp(database.env, {
        ...database.overrides,
        mailer: down,
        outbox: { intervalMs: 3_600_000, backoffBaseSeconds: 0.2 },
      });
      const userId = await requestNewLink(stopping);
      await waitFor(
        async () => (await stopping.call({ url: '/api/dev/mailbox' })).body.messages[0]?.attempts === 1,
      );
      expect((await stopping.call({ url: '/api/dev/mailbox' })).body.messages).toEqual([
        expect.objectContaining({ kind: 'invite-link', state: 'pending', lastError: '421 relay busy' }),
      ]);
      await stopping.close();

      const up = flakyRelay(0);
      next = await startTestApp(database.env, {
        ...database.overrides,
        mailer: up,
        outbox: { intervalMs: 50 },
      });
      const mails = async () => (await next!.call({ url: '/api/dev/mailbox' })).body.messages;
      await waitFor(async () => up.accepted.length === 1);
      expect(up.accepted[0]).toMatchObject({ kind: 'invite-link', subject: 'Your new invite link' });
      expect(up.accepted[0].text).toContain(userId);
      expect(down.accepted).toEqual([]);
      await waitFor(async () => (await mails())[0].state === 'sent');
      expect(await mails()).toEqual([expect.objectContaining({ state: 'sent', attempts: 2 })]);
    } finally {
      await next?.close();
      await database.close();
    }
  });
});

describe('renderMail', () => {
  it('renders every kind from its stored inputs alone', async () => {
    const r = await renderMail('receipt', 'en', {
      firstName: 'Ann',
      packageName: '1 Year',
      total: '$159.36',
      transactionId: 'sb_1',
      renewsAt: '2027-11-22T00:00:00.000Z',
      lastFour: '1111',
    });
    expect(r.subject).toBe('Your Harbor receipt');
    expect(r.text).toContain('Card ending in 1111');
    expect(r.text).toContain('renews automatically on November 22, 2027');
    expect(r.html).toContain('>Thank you for your purchase</h1>');
  });
});
