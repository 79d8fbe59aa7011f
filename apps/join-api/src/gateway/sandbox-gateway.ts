// The local payment sandbox: tokenises test cards into single-use nonces (only the last four
// digits and the card type are kept) and charges them with Braintree's sandbox rules.
import type { PaymentType, SandboxTokenizeRequest } from '@join/schemas';
import { one, type Queryable } from '../db/database';
import { newId, newSecret } from '../lib/ids';
import type { ChargeRequest, ChargeResult, PaymentGateway } from './gateway';
import { amountRule, fakeNonces, luhnValid, parseExpiry, sandboxCard } from './sandbox-cards';

const NONCE_TTL_MS = 3 * 60 * 60 * 1000;

export type TokenizeOutcome =
  | { ok: true; nonce: string; lastFour: string; cardType: string; expirationMonth: string; expirationYear: string }
  | { ok: false; field: 'number' | 'expirationDate' | 'cvv'; text: string };

interface NonceRow { nonce: string; payment_type: PaymentType; last_four: string | null; card_type: string | null; outcome: string; [key: string]: unknown }

export interface SandboxGateway extends PaymentGateway {
  tokenize(card: SandboxTokenizeRequest): Promise<TokenizeOutcome>;
  authorize(method: 'PAYPAL' | 'VENMO' | 'APPLE_PAY', approve: boolean): Promise<string>;
}

export function sandboxGateway(db: Queryable): SandboxGateway {
  async function storeNonce(paymentType: PaymentType, lastFour: string | null, cardType: string | null, outcome: string) {
    const nonce = `tokencc_sb_${newSecret(12)}`;
    await db.query(
      'insert into sandbox_nonces (nonce, payment_type, last_four, card_type, outcome, expires_at) values ($1, $2, $3, $4, $5, $6)',
      [nonce, paymentType, lastFour, cardType, outcome, new Date(Date.now() + NONCE_TTL_MS)],
    );
    return nonce;
  }

  /** Fake nonces are reusable; tokenised ones are spent by their first charge, as in Braintree. */
  async function resolveNonce(nonce: string) {
    const fake = fakeNonces[nonce];
    if (fake) return fake;
    const row = await one<NonceRow>(
      db,
      'update sandbox_nonces set consumed_at = now() where nonce = $1 and consumed_at is null and expires_at > now() returning *',
      [nonce],
    );
    if (!row) return undefined;
    return { paymentType: row.payment_type, cardType: row.card_type, lastFour: row.last_four, outcome: row.outcome as 'approve' | 'processor_declined' };
  }

  return {
    provider: 'sandbox',
    environment: 'sandbox',
    async clientToken(currency) {
      const payload = { provider: 'sandbox', environment: 'sandbox', currency, tokenizeUrl: '/api/payments/sandbox/tokenize', authorizeUrl: '/api/payments/sandbox/authorize', issuedAt: new Date().toISOString() };
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
      const method = await resolveNonce(request.nonce);
      if (!method) return { ok: false, reason: 'invalid_payment_method', code: '91565', text: 'Unknown or expired payment_method_nonce.', transactionId: null };
      const id = newId('sbtxn');
      const details = { cardLastFour: method.lastFour, cardType: method.cardType, paymentType: method.paymentType };
      if (method.outcome === 'processor_declined') return { ok: false, reason: 'processor_declined', code: '2000', text: 'Do Not Honor', transactionId: id, ...details };
      const rule = amountRule(request.amountMinor);
      if (rule) return { ok: false, reason: rule.reason, code: rule.code, text: rule.text, transactionId: id, ...details };
      return { ok: true, transactionId: id, ...details };
    },
    async void() {
      // Nothing settles in the sandbox; the transaction row records the void.
    },
  };
}
