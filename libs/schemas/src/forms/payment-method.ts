// spec §5 'Payment method step valid when' and §4 'Review Order enabled': the chosen method has
// its credential (card valid or a card nonce, or the PayPal / Venmo / Apple Pay nonce) and, if
// 'I have a Subscription Code' is ticked, a code is present and not invalid.
import { z } from 'zod';
import { PAYMENT_METHODS, type PaymentMethod } from '@join/domain';
import { MESSAGES as M } from './messages';

interface MethodCredentials {
  paymentMethod: PaymentMethod;
  cardValid?: boolean;
  cardNonce?: string;
  paypalNonce?: string;
  venmoNonce?: string;
  applePayNonce?: string;
}

const present = (v: string | undefined) => !!v && v.trim() !== '';

/** Whether the chosen method is ready to pay with. */
export function hasPaymentCredential(step: MethodCredentials): boolean {
  switch (step.paymentMethod) {
    case 'CREDIT_CARD':
      return step.cardValid === true || present(step.cardNonce);
    case 'PAYPAL':
      return present(step.paypalNonce);
    case 'VENMO':
      return present(step.venmoNonce);
    case 'APPLE_PAY':
      return present(step.applePayNonce);
    default:
      return false;
  }
}

export const paymentMethodStepSchema = z
  .object({
    paymentMethod: z.enum(PAYMENT_METHODS),
    cardValid: z.boolean().optional(),
    cardNonce: z.string().optional(),
    paypalNonce: z.string().optional(),
    venmoNonce: z.string().optional(),
    applePayNonce: z.string().optional(),
    hasSubscriptionCode: z.boolean(),
    subscriptionCode: z.string().trim().optional(),
    /** From isSubscriptionCodeInvalid() after the pricing call. */
    subscriptionCodeInvalid: z.boolean().optional(),
  })
  .superRefine((step, ctx) => {
    if (!hasPaymentCredential(step)) {
      ctx.addIssue({ code: 'custom', path: ['paymentMethod'], message: M.paymentMethodIncomplete, input: step.paymentMethod });
    }
    if (step.hasSubscriptionCode) {
      if (!step.subscriptionCode) {
        ctx.addIssue({ code: 'custom', path: ['subscriptionCode'], message: M.activationCodeRequired, input: step.subscriptionCode });
      } else if (step.subscriptionCodeInvalid) {
        ctx.addIssue({ code: 'custom', path: ['subscriptionCode'], message: M.activationCodeInvalid, input: step.subscriptionCode });
      }
    }
  });

export type PaymentMethodStepInput = z.input<typeof paymentMethodStepSchema>;
export type PaymentMethodStepValues = z.infer<typeof paymentMethodStepSchema>;

/** For the 'Continue' / 'Review Order' button: same rule as the schema, as a boolean. */
export function isPaymentMethodStepValid(step: PaymentMethodStepInput): boolean {
  return paymentMethodStepSchema.safeParse(step).success;
}
