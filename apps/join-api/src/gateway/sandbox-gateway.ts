// The local payment sandbox: tokenises test cards into single-use nonces (only the last four
// digits and the card type are kept) and charges them with Braintree's sandbox rules. Its charges
// are rows in sandbox_charges, searchable by order id like Braintree's transaction search, and it
// can be told to fail (sandbox-faults.ts).
import type { PaymentType, SandboxTokenizeRequest } from '@join/schemas';
import type { Database } from '../db/database';
import { sandboxRepo } from '../repositories/sandbox-repo';
import { newId, newSecret } from '../lib/ids';
import { chargeOnce, recordCharge } from './sandbox-charge';
import {
  threeDSecurePassed,
  type ChargeRequest,
  type ChargeResult,
  type FoundCharge,
  type NonceDetails,
  type PaymentGateway,
  type ThreeDSecureResult,
} from './gateway';
import {
  faultNonces,
  SandboxServerError,
  sleep,
  type SandboxFault,
  type SandboxFaultSettings,
} from './sandbox-faults';
import {
  challengeResult,
  fakeNonces,
  fakeThreeDSecureNonces,
  lookupResult,
  cardNumberValid,
  cvvValid,
  parseExpiry,
  sandboxCard,
  sandboxCardCountry,
  type SandboxThreeDSecure,
  type ThreeDSecureProfile,
} from './sandbox-cards';

const NONCE_TTL_MS = 3 * 60 * 60 * 1000;

export type TokenizeOutcome =
  | {
      ok: true;
      nonce: string;
      lastFour: string;
      cardType: string;
      expirationMonth: string;
      expirationYear: string;
      bin: string;
    }
  | { ok: false; field: 'number' | 'expirationDate' | 'cvv'; text: string };

/** spec §7 (GB): a 3-D Secure answer of the sandbox; `nonce` is the one to charge (a new one once final). */
export type ThreeDSecureAnswer = SandboxThreeDSecure & { nonce: string; challengeRequired: boolean };

export interface SandboxGateway extends PaymentGateway {
  tokenize(card: SandboxTokenizeRequest): Promise<TokenizeOutcome>;
  authorize(method: 'PAYPAL' | 'VENMO' | 'APPLE_PAY' | 'GOOGLE_PAY', approve: boolean): Promise<string>;
  /** The 3-D Secure lookup (no `challenge`) or the answer to its challenge; undefined for an unusable nonce. */
  verifyThreeDSecure(nonce: string, challenge?: 'approve' | 'fail'): Promise<ThreeDSecureAnswer | undefined>;
}

export function sandboxGateway(db: Database, faults: SandboxFaultSettings = {}): SandboxGateway {
  const repo = sandboxRepo(db);
  async function storeNonce(
    paymentType: PaymentType,
    lastFour: string | null,
    cardType: string | null,
    outcome: string,
    threeDS: { profile?: ThreeDSecureProfile; result?: SandboxThreeDSecure } = {},
    cardCountry: string | null = null,
  ) {
    const nonce = `tokencc_sb_${newSecret(12)}`;
    await repo.insertNonce({
      nonce,
      paymentType,
      lastFour,
      cardType,
      outcome,
      expiresAt: new Date(Date.now() + NONCE_TTL_MS),
      threeDSProfile: threeDS.profile ?? null,
      threeDS: threeDS.result ?? null,
      cardCountry,
    });
    return nonce;
  }

  async function threeDSecureOf(nonce: string): Promise<ThreeDSecureResult | null> {
    return (await nonceDetails(nonce))?.threeDSecure ?? null;
  }

  /** Fake nonces have no issuer country (Braintree's report 'Unknown'); tokenised ones keep their card's. */
  async function nonceDetails(nonce: string): Promise<NonceDetails | null> {
    if ((faultNonces[nonce] ?? faults.fault) === 'three-d-secure-5xx') throw new SandboxServerError();
    const fake = fakeNonces[nonce] ?? (faultNonces[nonce] ? fakeNonces['fake-valid-visa-nonce'] : undefined);
    if (fake)
      return {
        paymentType: fake.paymentType,
        cardCountry: null,
        threeDSecure: fakeThreeDSecureNonces[nonce] ?? null,
      };
    const row = await repo.nonceDetails(nonce);
    if (!row) return null;
    return {
      paymentType: row.payment_type,
      cardCountry: row.card_country,
      threeDSecure: row.three_ds ?? null,
    };
  }

  const hangMs = faults.hangMs ?? 120_000;
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
      const known = cardNumberValid(number) ? sandboxCard(number) : undefined;
      if (!known) return { ok: false, field: 'number', text: 'validation:cardNumberInvalid' };
      const expiry = parseExpiry(card.expirationDate);
      if (!expiry) return { ok: false, field: 'expirationDate', text: 'validation:cardExpiryInvalid' };
      if (!cvvValid(card.cvv, known.cardType))
        return { ok: false, field: 'cvv', text: 'validation:cardCvvInvalid' };
      const lastFour = number.slice(-4);
      const nonce = await storeNonce(
        'CREDIT_CARD',
        lastFour,
        known.cardType,
        known.outcome,
        { profile: known.threeDSecure ?? 'frictionless' },
        sandboxCardCountry(number),
      );
      return {
        ok: true,
        nonce,
        lastFour,
        cardType: known.cardType,
        expirationMonth: expiry.month,
        expirationYear: expiry.year,
        bin: number.slice(0, 6),
      };
    },
    async verifyThreeDSecure(nonce, challenge) {
      const row = await repo.liveCardNonce(nonce);
      if (!row?.three_ds_profile) return undefined;
      if (challenge && row.three_ds?.status !== 'challenge_required') return undefined;
      const result = challenge
        ? challengeResult(row.three_ds_profile, challenge === 'approve')
        : lookupResult(row.three_ds_profile);
      if (result.status === 'challenge_required') {
        await repo.setThreeDSecure(nonce, result);
        return { ...result, nonce, challengeRequired: true };
      }
      // As Braintree's verifyCard: the nonce passed in is spent, a new one carries the result.
      if (!(await repo.spendNonce(nonce))) return undefined;
      const fresh = await storeNonce(
        'CREDIT_CARD',
        row.last_four,
        row.card_type,
        row.outcome,
        { profile: row.three_ds_profile, result },
        row.card_country,
      );
      return { ...result, nonce: fresh, challengeRequired: false };
    },
    nonceDetails,
    async authorize(method, approve) {
      // The card wallets carry a card (its last four and brand); PayPal and Venmo carry an account.
      const card = { APPLE_PAY: ['1881', 'Visa'], GOOGLE_PAY: ['1111', 'Visa'] }[method as string] ?? [
        null,
        null,
      ];
      return storeNonce(method, card[0], card[1], approve ? 'approve' : 'processor_declined');
    },
    async charge(request: ChargeRequest): Promise<ChargeResult> {
      if (faults.delayMs) await sleep(faults.delayMs);
      const fault: SandboxFault | undefined = faultNonces[request.nonce] ?? faults.fault;
      const seen = await repo.anyChargeFor(request.orderId);
      // Faults before charging strike the first attempt of an order only.
      if (fault === 'timeout' && !seen) {
        await recordCharge(repo, newId('sbtxn'), request, 'gateway_error', {
          lastFour: null,
          cardType: null,
          paymentType: 'CREDIT_CARD',
        });
        await sleep(hangMs);
        throw new SandboxServerError();
      }
      if (fault === '5xx' && !seen) {
        await recordCharge(repo, newId('sbtxn'), request, 'gateway_error', {
          lastFour: null,
          cardType: null,
          paymentType: 'CREDIT_CARD',
        });
        throw new SandboxServerError();
      }
      if (fault === 'slow') await sleep(faults.slowMs ?? 5_000);
      // Braintree's options.threeDSecure.required: a nonce without a liability shift is rejected.
      if (request.threeDSecureRequired && !threeDSecurePassed(await threeDSecureOf(request.nonce))) {
        return {
          ok: false,
          reason: 'gateway_rejected',
          code: 'three_d_secure',
          text: 'Gateway Rejected: three_d_secure',
          transactionId: null,
        };
      }
      // Braintree spends the nonce and creates the transaction in one step on its side: here the
      // nonce is spent and the charge recorded in one database transaction, so a process that
      // dies between them (a stop mid-payment) leaves neither, never a spent nonce without a charge.
      const result = await db.transaction((tx) => chargeOnce(sandboxRepo(tx), request, fault));
      if (!result.ok) return result;
      // Faults after charging: the money is taken, the answer is lost.
      if (fault === 'timeout-after-charge') {
        await sleep(hangMs);
        throw new SandboxServerError();
      }
      if (fault === '5xx-after-charge' || fault === 'duplicate-after-charge') throw new SandboxServerError();
      return result;
    },
    async findByOrderId(orderId: string): Promise<FoundCharge[]> {
      const rows = await repo.settledChargesFor(orderId);
      return rows.map((r) => ({
        transactionId: r.id,
        amountMinor: Number(r.amount_minor),
        paymentType: r.payment_type,
        cardLastFour: r.card_last_four,
        cardType: r.card_type,
      }));
    },
    async void(transactionId) {
      if (faults.fault === 'void-5xx') throw new SandboxServerError();
      await repo.voidCharge(transactionId);
    },
  };
}
