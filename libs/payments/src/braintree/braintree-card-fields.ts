// spec §4 Card field state over Braintree hosted fields: the iframes report isValid and
// isPotentiallyValid; we add touched (the field had input) and hasBlurred, which the screen's
// cardFieldShowsError() rule needs.
import type { CardFieldName, CardFields, CardFieldsOptions, CardFieldStates } from '../types';
import { PaymentFailedError } from '../types';
import type { BraintreeSdk, BtClient, BtHostedFieldsEvent } from './sdk';

const FIELDS: CardFieldName[] = ['number', 'expirationDate', 'cvv'];

export async function createBraintreeCardFields(
  sdk: BraintreeSdk,
  client: BtClient,
  options: CardFieldsOptions,
): Promise<CardFields> {
  const selector = (field: CardFieldName) => `#${options.containers[field].id}`;
  const instance = await sdk.hostedFields.create({
    client,
    fields: {
      number: {
        container: selector('number'),
        placeholder: options.placeholders?.number,
        internalLabel: options.containers.number.getAttribute('data-label') ?? undefined,
      },
      expirationDate: {
        container: selector('expirationDate'),
        placeholder: options.placeholders?.expirationDate ?? 'MM/YY',
      },
      cvv: { container: selector('cvv'), placeholder: options.placeholders?.cvv },
    },
    supportedCardBrands: {
      'american-express': !options.hiddenBrands?.amex,
      discover: !options.hiddenBrands?.discover,
    },
    styles: { input: { 'font-size': '16px', color: '#1d2530' }, ':focus': { color: '#1d2530' } },
  });
  const state = Object.fromEntries(
    FIELDS.map((f) => [f, { isValid: false, isPotentiallyValid: true, touched: false, hasBlurred: false }]),
  ) as CardFieldStates;
  const emit = () =>
    options.onStateChange({
      number: { ...state.number },
      expirationDate: { ...state.expirationDate },
      cvv: { ...state.cvv },
    });
  const sync = (e: BtHostedFieldsEvent, extra: { touched?: boolean; hasBlurred?: boolean } = {}) => {
    const field = e.emittedBy as CardFieldName;
    for (const f of FIELDS) {
      const data = e.fields[f];
      if (!data) continue;
      state[f] = { ...state[f], isValid: data.isValid, isPotentiallyValid: data.isPotentiallyValid };
    }
    if (FIELDS.includes(field))
      state[field] = {
        ...state[field],
        ...(extra.touched ? { touched: true } : {}),
        ...(extra.hasBlurred ? { hasBlurred: true } : {}),
      };
    emit();
  };
  instance.on('validityChange', (e) => sync(e, { touched: !e.fields[e.emittedBy]?.isEmpty }));
  // CONTRACTS#a-sign-up-people-finish 7: whether anything is typed in any field (the leave dialog asks only then).
  let hadInput = false;
  const reportInput = (e: BtHostedFieldsEvent) => {
    const hasInput = FIELDS.some((f) => e.fields[f] && !e.fields[f]!.isEmpty);
    if (hasInput !== hadInput) options.onInputChange?.(hasInput);
    hadInput = hasInput;
  };
  instance.on('notEmpty', (e) => {
    sync(e, { touched: true });
    reportInput(e);
  });
  instance.on('empty', (e) => {
    sync(e);
    reportInput(e);
  });
  instance.on('blur', (e) => sync(e, { hasBlurred: true }));
  // CONTRACTS#a-sign-up-people-finish 12: the brand for the icon and the security code's length. Hosted fields
  // space the number themselves as the visitor types.
  instance.on('cardTypeChange', (e) => {
    const card = e.cards?.length === 1 ? e.cards[0] : null;
    options.onCardTypeChange?.(
      card
        ? {
            type: card.type,
            niceType: card.niceType,
            gaps: [],
            lengths: [],
            code: { name: card.code.name, size: card.code.size },
          }
        : null,
    );
  });
  emit();
  return {
    async tokenize() {
      try {
        const payload = await instance.tokenize();
        return {
          nonce: payload.nonce,
          lastFour: payload.details.lastFour,
          cardType: payload.details.cardType,
          bin: payload.details.bin,
        };
      } catch (error) {
        const code = (error as { code?: string }).code ?? 'tokenize';
        throw new PaymentFailedError('CREDIT_CARD', code);
      }
    },
    revealErrors() {
      for (const f of FIELDS) state[f] = { ...state[f], touched: true, hasBlurred: true };
      emit();
    },
    teardown: () => instance.teardown(),
  };
}
