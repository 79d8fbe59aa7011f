// The local payment sandbox: tokenises test cards into single-use nonces (only the last four
// digits and the card type are kept) and charges them with Braintree's sandbox rules. Its charges
// are rows in sandbox_charges, searchable by order id like Braintree's transaction search, and it
// can be told to fail (sandbox-faults.ts).
import type { PaymentType, SandboxTokenizeRequest } from '@join/schemas';
import { one, type Queryable } from '../db/database';
import { newId, newSecret } from '../lib/ids';
import type { ChargeRequest, ChargeResult, FoundCharge, PaymentGateway } from './gateway';
import { faultNonces, SandboxServerError, sleep, type SandboxFault, type SandboxFaultSettings } from './sandbox-faults';
import { amountRule, fakeNonces, luhnValid, parseExpiry, sandboxCard } from './sandbox-cards';

const NONCE_TTL_MS = 3 * 60 * 60 * 1000;

export type TokenizeOutcome =
  { ok: true; nonce: string; lastFour: string; cardType: string; expirationMonth: string; expirationYear: string } | { ok: false; field: 'number' | 'expirationDate' | 'cvv'; text: string };

interface NonceRow {
  nonce: string;
  payment_type: PaymentType;
  last_four: string | null;
  card_type: string | null;
  outcome: string;
  [key: string]: unknown;
}

export interface SandboxGateway extends PaymentGateway {
  tokenize(card: SandboxTokenizeRequest): Promise<TokenizeOutcome>;
  authorize(method: 'PAYPAL' | 'VENMO' | 'APPLE_PAY', approve: boolean): Promise<string>;
}

export function sandboxGateway(db: Queryable, faults: SandboxFaultSettings = {}): SandboxGateway {
  async function storeNonce(paymentType: PaymentType, lastFour: string | null, cardType: string | null, outcome: string) {
    const nonce = `tokencc_sb_${newSecret(12)}`;
    await db.query('insert into sandbox_nonces (nonce, payment_type, last_four, card_type, outcome, expires_at) values ($1, $2, $3, $4, $5, $6)', [
      nonce,
      paymentType,
      lastFour,
      cardType,
      outcome,
      new Date(Date.now() + NONCE_TTL_MS),
    ]);
    return nonce;
  }

  /** Fake nonces are reusable; tokenised ones are spent by their first charge, as in Braintree. */
  async function resolveNonce(nonce: string) {
    const fake = fakeNonces[nonce] ?? (faultNonces[nonce] ? fakeNonces['fake-valid-visa-nonce'] : undefined);
    if (fake) return fake;
    const row = await one<NonceRow>(db, 'update sandbox_nonces set consumed_at = now() where nonce = $1 and consumed_at is null and expires_at > now() returning *', [nonce]);
    if (!row) return undefined;
    return { paymentType: row.payment_type, cardType: row.card_type, lastFour: row.last_four, outcome: row.outcome as 'approve' | 'processor_declined' };
  }

  const hangMs = faults.hangMs ?? 120_000;
  async function record(id: string, request: ChargeRequest, status: string, method: { lastFour: string | null; cardType: string | null; paymentType: PaymentType }) {
    await db.query('insert into sandbox_charges (id, order_id, amount_minor, currency, status, payment_type, card_last_four, card_type) values ($1, $2, $3, $4, $5, $6, $7, $8)', [
      id,
      request.orderId,
      request.amountMinor,
      request.currency,
      status,
      method.paymentType,
      method.lastFour,
      method.cardType,
    ]);
  }

  return {
    provider: 'sandbox',
    environment: 'sandbox',
    async clientToken(currency) {
      const payload = {
        provider: 'sandbox',
        environment: 'sandbox',
        currency,
        tokenizeUrl: '/api/payments/sandbox/tokenize',
        authorizeUrl: '/api/payments/sandbox/authorize',
        issuedAt: new Date().toISOString(),
      };
      return Buffer.from(JSON.stringify(payload)).toString('base64');
    },
    async tokenize(card) {
      const number = card.number.replace(/\s/g, '');
      const known = luhnValid(number) ? sandboxCard(number) : undefined;
      if (!known) return { ok: false, field: 'number', text: 'validation:cardNumberInvalid' };
      const expiry = parseExpiry(card.expirationDate);
      if (!expiry) return { ok: false, field: 'expirationDate', text: 'validation:cardExpiryInvalid' };
      const cvvLength = known.cardType === 'American Express' ? [3, 4] : [3];
      if (!cvvLength.includes(card.cvv.trim().length)) return { ok: false, field: 'cvv', text: 'validation:cardCvvInvalid' };
      const lastFour = number.slice(-4);
      const nonce = await storeNonce('CREDIT_CARD', lastFour, known.cardType, known.outcome);
      return { ok: true, nonce, lastFour, cardType: known.cardType, expirationMonth: expiry.month, expirationYear: expiry.year };
    },
    async authorize(method, approve) {
      return storeNonce(method, method === 'APPLE_PAY' ? '1881' : null, method === 'APPLE_PAY' ? 'Visa' : null, approve ? 'approve' : 'processor_declined');
    },
    async charge(request: ChargeRequest): Promise<ChargeResult> {
      if (faults.delayMs) await sleep(faults.delayMs);
      const fault: SandboxFault | undefined = faultNonces[request.nonce] ?? faults.fault;
      const seen = await db.query('select 1 from sandbox_charges where order_id = $1 limit 1', [request.orderId]);
      // Faults before charging strike the first attempt of an order only.
      if (fault === 'timeout' && !seen.length) {
        await record(newId('sbtxn'), request, 'gateway_error', { lastFour: null, cardType: null, paymentType: 'CREDIT_CARD' });
        await sleep(hangMs);
        throw new SandboxServerError();
      }
      if (fault === '5xx' && !seen.length) {
        await record(newId('sbtxn'), request, 'gateway_error', { lastFour: null, cardType: null, paymentType: 'CREDIT_CARD' });
        throw new SandboxServerError();
      }
      if (fault === 'slow') await sleep(faults.slowMs ?? 5_000);
      const method = await resolveNonce(request.nonce);
      if (!method) return { ok: false, reason: 'invalid_payment_method', code: '91565', text: 'Unknown or expired payment_method_nonce.', transactionId: null };
      const id = newId('sbtxn');
      const details = { cardLastFour: method.lastFour, cardType: method.cardType, paymentType: method.paymentType };
      if (method.outcome === 'processor_declined') {
        await record(id, request, 'processor_declined', method);
        return { ok: false, reason: 'processor_declined', code: '2000', text: 'Do Not Honor', transactionId: id, ...details };
      }
      const rule = amountRule(request.amountMinor);
      if (rule) {
        await record(id, request, rule.reason === 'processor_declined' ? 'processor_declined' : 'gateway_error', method);
        return { ok: false, reason: rule.reason, code: rule.code, text: rule.text, transactionId: id, ...details };
      }
      await record(id, request, 'submitted_for_settlement', method);
      // Faults after charging: the money is taken, the answer is lost.
      if (fault === 'timeout-after-charge') {
        await sleep(hangMs);
        throw new SandboxServerError();
      }
      if (fault === '5xx-after-charge') throw new SandboxServerError();
      return { ok: true, transactionId: id, ...details };
    },
    async findByOrderId(orderId: string): Promise<FoundCharge[]> {
      const rows = await db.query<{ id: string; amount_minor: number; payment_type: PaymentType; card_last_four: string | null; card_type: string | null }>(
        "select * from sandbox_charges where order_id = $1 and status = 'submitted_for_settlement' order by created_at",
        [orderId],
      );
      return rows.map((r) => ({ transactionId: r.id, amountMinor: Number(r.amount_minor), paymentType: r.payment_type, cardLastFour: r.card_last_four, cardType: r.card_type }));
    },
    async void(transactionId) {
      await db.query("update sandbox_charges set status = 'voided' where id = $1", [transactionId]);
    },
  };
}
