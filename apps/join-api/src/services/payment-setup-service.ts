// spec §7 card-provider client token by country (says which provider is live), and the local
// sandbox's tokenise and wallet-approval calls (sandbox mode only; card data is never stored).
import {
  cardTypeSchema,
  currencyCodeSchema,
  type sandboxAuthorizeRequestSchema,
  type sandboxThreeDSecureRequestSchema,
  type SandboxTokenizeRequest,
} from '@join/schemas';
import type { z } from 'zod';
import { MARKET_CURRENCIES } from '@join/domain';
import type { PaymentGateway } from '../gateway/gateway';
import type { SandboxGateway } from '../gateway/sandbox-gateway';
import { badRequest } from '../lib/api-error';
import { marketOf } from './pricing-group';

export function paymentSetupService(gateway: PaymentGateway, sandbox: SandboxGateway | null) {
  const requireSandbox = (): SandboxGateway => {
    if (!sandbox) throw new Error('The payment sandbox runs only in sandbox mode');
    return sandbox;
  };
  return {
    async clientToken(country: string) {
      const currencyCode = currencyCodeSchema.parse(MARKET_CURRENCIES[marketOf(country)]);
      return {
        clientToken: await gateway.clientToken(currencyCode),
        provider: gateway.provider,
        environment: gateway.environment,
        currencyCode,
      };
    },

    async tokenizeSandboxCard(card: SandboxTokenizeRequest) {
      const result = await requireSandbox().tokenize(card);
      if (!result.ok) throw badRequest([{ field: result.field, text: result.text }], 'card.invalid');
      return {
        nonce: result.nonce,
        lastFour: result.lastFour,
        cardType: cardTypeSchema.catch('Unknown').parse(result.cardType),
        expirationMonth: result.expirationMonth,
        expirationYear: result.expirationYear,
        bin: result.bin,
      };
    },

    /** spec §7 (GB): the sandbox's 3-D Secure lookup, or the visitor's answer to its challenge. */
    async verifySandboxThreeDSecure(request: z.output<typeof sandboxThreeDSecureRequestSchema>) {
      const answer = await requireSandbox().verifyThreeDSecure(request.nonce, request.challenge);
      if (!answer)
        throw badRequest(
          [{ field: 'nonce', text: 'validation:paymentMethodIncomplete' }],
          'three.d.secure.nonce.invalid',
        );
      return answer;
    },

    async authorizeSandboxWallet(request: z.output<typeof sandboxAuthorizeRequestSchema>) {
      const nonce = await requireSandbox().authorize(request.method, request.outcome !== 'decline');
      // What PayPal, Venmo and Apple Pay hand back: an address the billing step may skip with.
      const billingAddress = {
        line1: '1 Infinite Loop',
        line2: null,
        city: 'Cupertino',
        region: 'CA',
        postalCode: '95014',
        country: 'US',
        type: 'PRIMARY' as const,
      };
      return {
        nonce,
        paymentType: request.method,
        details: {
          email: request.method === 'PAYPAL' ? 'sandbox-buyer@example.com' : null,
          username: request.method === 'VENMO' ? '@sandbox-buyer' : null,
          billingAddress,
        },
      };
    },
  };
}
export type PaymentSetupService = ReturnType<typeof paymentSetupService>;
