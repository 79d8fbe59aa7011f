// spec §5 'Payment method step valid when' and §4 'Review Order enabled': the chosen method has
// its credential (card valid or a card nonce, or the PayPal / Venmo / Apple Pay / Google Pay nonce) and, if
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
  googlePayNonce?: string;
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
    case 'GOOGLE_PAY':
      return present(step.googlePayNonce);
    default:
      return false;
  }
}

/** The step's own rules, what both the schema and the boolean below check. */
interface MethodStepRuleInput extends MethodCredentials {
  hasSubscriptionCode: boolean;
  subscriptionCode?: string;
  subscriptionCodeInvalid?: boolean;
}

/**
 * What keeps the step from being ready: the chosen method's credential missing, or a ticked code
 * box with no code or an invalid one (the code trimmed first, as the schema does).
 */
function methodStepIssues(
  step: MethodStepRuleInput,
): { path: 'paymentMethod' | 'subscriptionCode'; message: string }[] {
  const issues: { path: 'paymentMethod' | 'subscriptionCode'; message: string }[] = [];
  if (!hasPaymentCredential(step)) issues.push({ path: 'paymentMethod', message: M.paymentMethodIncomplete });
  if (step.hasSubscriptionCode) {
    if (!step.subscriptionCode?.trim())
      issues.push({ path: 'subscriptionCode', message: M.activationCodeRequired });
    else if (step.subscriptionCodeInvalid)
      issues.push({ path: 'subscriptionCode', message: M.activationCodeInvalid });
  }
  return issues;
}

export const paymentMethodStepSchema = z
  .object({
    paymentMethod: z.enum(PAYMENT_METHODS),
    cardValid: z.boolean().optional(),
    cardNonce: z.string().optional(),
    paypalNonce: z.string().optional(),
    venmoNonce: z.string().optional(),
    applePayNonce: z.string().optional(),
    googlePayNonce: z.string().optional(),
    hasSubscriptionCode: z.boolean(),
    subscriptionCode: z.string().trim().optional(),
    /** From isSubscriptionCodeInvalid() after the pricing call. */
    subscriptionCodeInvalid: z.boolean().optional(),
  })
  .superRefine((step, ctx) => {
    for (const issue of methodStepIssues(step)) {
      ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message, input: step[issue.path] });
    }
  });

export type PaymentMethodStepInput = z.input<typeof paymentMethodStepSchema>;
export type PaymentMethodStepValues = z.infer<typeof paymentMethodStepSchema>;

/**
 * For the 'Continue' / 'Review Order' button: the schema's rules, as a boolean. Called on every
 * render of the payment method step, so it applies the rules without a zod parse (the first parse
 * of the schema was a third of the longest task of a reloaded /payment).
 */
export function isPaymentMethodStepValid(step: PaymentMethodStepInput): boolean {
  return (
    (PAYMENT_METHODS as readonly string[]).includes(step.paymentMethod) && methodStepIssues(step).length === 0
  );
}
