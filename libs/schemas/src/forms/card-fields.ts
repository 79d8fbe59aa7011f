// spec §4 Card field state and §5 Card. The card inputs are the provider's hosted fields, so
// we never see the number; we only get each field's state and decide whether to show its error.
import { z } from 'zod';
import { MESSAGES as M } from './messages';

export const cardFieldStateSchema = z.object({
  isValid: z.boolean(),
  isPotentiallyValid: z.boolean(),
  touched: z.boolean(),
  hasBlurred: z.boolean(),
});
export type CardFieldState = z.infer<typeof cardFieldStateSchema>;

export const CARD_FIELDS = ['number', 'expirationDate', 'cvv'] as const;
export type CardField = (typeof CARD_FIELDS)[number];

export const CARD_FIELD_MESSAGES: Readonly<Record<CardField, string>> = {
  number: M.cardNumberInvalid,
  expirationDate: M.cardExpiryInvalid,
  cvv: M.cardCvvInvalid,
};

/**
 * spec §4: 'A field shows an error when not potentially valid, or when invalid, touched and
 * blurred.' So a half-typed number stays quiet while the visitor is still typing it.
 */
export function cardFieldShowsError(state: CardFieldState): boolean {
  return !state.isPotentiallyValid || (!state.isValid && state.touched && state.hasBlurred);
}

/** The message key to show under a card field, or undefined. */
export function cardFieldError(field: CardField, state: CardFieldState): string | undefined {
  return cardFieldShowsError(state) ? CARD_FIELD_MESSAGES[field] : undefined;
}

/** All three fields valid: the card can be tokenised. Reports each invalid field. */
export const cardFieldsSchema = z
  .object({ number: cardFieldStateSchema, expirationDate: cardFieldStateSchema, cvv: cardFieldStateSchema })
  .superRefine((fields, ctx) => {
    for (const field of CARD_FIELDS) {
      if (!fields[field].isValid)
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: CARD_FIELD_MESSAGES[field],
          input: fields[field],
        });
    }
  });
export type CardFieldsState = z.infer<typeof cardFieldsSchema>;
