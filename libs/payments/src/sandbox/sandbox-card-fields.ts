// Sandbox stand-in for Braintree hosted fields: plain inputs drawn into the same containers,
// reporting the same per-field state, and tokenised by the join API's sandbox endpoint
// (ARCHITECTURE.md: card data never reaches our database, only nonce, last four and type).
import { sandboxTokenizeCard } from '@join/api-client';
import type {
  CardBrandInfo,
  CardFieldName,
  CardFields,
  CardFieldsOptions,
  CardFieldStates,
  TokenizedCard,
} from '../types';
import { PaymentFailedError } from '../types';
import {
  cardBrand,
  cvvValidity,
  digitsOf,
  expiryValidity,
  formatCardNumber,
  normaliseExpiry,
  numberValidity,
  type Validity,
} from './card-rules';

const FIELDS: CardFieldName[] = ['number', 'expirationDate', 'cvv'];

const INPUT_ATTRS: Record<CardFieldName, Record<string, string>> = {
  number: { autocomplete: 'cc-number', inputmode: 'numeric', maxlength: '23' },
  expirationDate: { autocomplete: 'cc-exp', inputmode: 'numeric', maxlength: '7' },
  cvv: { autocomplete: 'cc-csc', inputmode: 'numeric', maxlength: '4' },
};

export function createSandboxCardFields(options: CardFieldsOptions): CardFields {
  const inputs = {} as Record<CardFieldName, HTMLInputElement>;
  const state = Object.fromEntries(
    FIELDS.map((f) => [f, { isValid: false, isPotentiallyValid: true, touched: false, hasBlurred: false }]),
  ) as CardFieldStates;

  let brand: CardBrandInfo | null = null;
  const validity = (field: CardFieldName, value: string): Validity => {
    if (field === 'number') return numberValidity(value, options.hiddenBrands);
    if (field === 'expirationDate') return expiryValidity(value);
    return cvvValidity(value, brand?.code.size);
  };

  // CONTRACTS#a-sign-up-people-finish 12: as hosted fields do, the number is spaced at the brand's gaps while the
  // visitor types (the caret stays after the same digit), and the brand is reported.
  const formatNumber = (input: HTMLInputElement) => {
    const caret = input.selectionStart ?? input.value.length;
    const digitsBefore = digitsOf(input.value.slice(0, caret)).length;
    const formatted = formatCardNumber(input.value);
    if (formatted !== input.value) {
      input.value = formatted;
      let pos = 0;
      for (let seen = 0; pos < formatted.length && seen < digitsBefore; pos++)
        if (formatted[pos] !== ' ') seen++;
      input.setSelectionRange(pos, pos);
    }
    const next = cardBrand(formatted);
    if (next?.type !== brand?.type) {
      brand = next;
      inputs.cvv?.setAttribute('maxlength', String(brand?.code.size ?? 4));
      if (inputs.cvv?.value) state.cvv = { ...state.cvv, ...cvvValidity(inputs.cvv.value, brand?.code.size) };
      options.onCardTypeChange?.(brand);
    }
  };

  const emit = () =>
    options.onStateChange({
      number: { ...state.number },
      expirationDate: { ...state.expirationDate },
      cvv: { ...state.cvv },
    });
  let hadInput = false;
  const reportInput = () => {
    const hasInput = FIELDS.some((f) => inputs[f].value !== '');
    if (hasInput !== hadInput) options.onInputChange?.(hasInput);
    hadInput = hasInput;
  };

  for (const field of FIELDS) {
    const input = document.createElement('input');
    input.type = 'text';
    input.id = `${options.containers[field].id || field}-input`;
    input.className = 'j-input j-card-input';
    input.setAttribute('aria-labelledby', options.labelIds[field]);
    input.setAttribute('aria-describedby', options.errorIds[field]);
    for (const [k, v] of Object.entries(INPUT_ATTRS[field])) input.setAttribute(k, v);
    const placeholder = options.placeholders?.[field];
    if (placeholder) input.placeholder = placeholder;
    input.addEventListener('input', () => {
      if (field === 'number') formatNumber(input);
      state[field] = { ...state[field], ...validity(field, input.value), touched: true };
      emit();
      reportInput();
    });
    input.addEventListener('blur', () => {
      state[field] = { ...state[field], hasBlurred: true };
      emit();
    });
    options.containers[field].replaceChildren(input);
    inputs[field] = input;
  }
  emit();

  return {
    async tokenize(): Promise<TokenizedCard> {
      if (!FIELDS.every((f) => state[f].isValid)) throw new PaymentFailedError('CREDIT_CARD', 'invalid');
      const result = await sandboxTokenizeCard({
        number: inputs.number.value.replace(/[\s-]/g, ''),
        expirationDate: normaliseExpiry(inputs.expirationDate.value),
        cvv: inputs.cvv.value.trim(),
      });
      if (!result.ok) throw new PaymentFailedError('CREDIT_CARD', result.kind);
      return {
        nonce: result.data.nonce,
        lastFour: result.data.lastFour,
        cardType: result.data.cardType,
        bin: result.data.bin,
      };
    },
    revealErrors() {
      for (const f of FIELDS) state[f] = { ...state[f], touched: true, hasBlurred: true };
      emit();
    },
    async teardown() {
      for (const f of FIELDS) inputs[f].remove();
    },
  };
}
