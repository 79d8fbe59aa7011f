import { cardFieldError, cardFieldShowsError, cardFieldsSchema, type CardFieldState } from './card-fields';
import { MESSAGES as M } from './messages';
import { errorsOf } from './test-utils';

const state = (s: Partial<CardFieldState>): CardFieldState => ({
  isValid: false,
  isPotentiallyValid: true,
  touched: false,
  hasBlurred: false,
  ...s,
});

describe('card field state (spec §4)', () => {
  it('shows an error whenever the field cannot become valid', () => {
    expect(cardFieldShowsError(state({ isPotentiallyValid: false }))).toBe(true);
  });

  it('stays quiet while a potentially valid field is still being typed', () => {
    expect(cardFieldShowsError(state({ touched: true }))).toBe(false);
    expect(cardFieldShowsError(state({ hasBlurred: true }))).toBe(false);
    expect(cardFieldShowsError(state({}))).toBe(false);
  });

  it('shows an error once an invalid field was touched and left', () => {
    expect(cardFieldShowsError(state({ touched: true, hasBlurred: true }))).toBe(true);
  });

  it('shows nothing for a valid field', () => {
    expect(cardFieldShowsError(state({ isValid: true, touched: true, hasBlurred: true }))).toBe(false);
  });

  it('gives each field its spec message', () => {
    const bad = state({ isPotentiallyValid: false });
    expect(cardFieldError('number', bad)).toBe(M.cardNumberInvalid);
    expect(cardFieldError('expirationDate', bad)).toBe(M.cardExpiryInvalid);
    expect(cardFieldError('cvv', bad)).toBe(M.cardCvvInvalid);
    expect(cardFieldError('cvv', state({ isValid: true }))).toBeUndefined();
  });

  it('validates the three fields together', () => {
    const ok = state({ isValid: true });
    expect(errorsOf(cardFieldsSchema, { number: ok, expirationDate: ok, cvv: ok })).toEqual({});
    expect(errorsOf(cardFieldsSchema, { number: ok, expirationDate: state({}), cvv: state({}) })).toEqual({
      expirationDate: [M.cardExpiryInvalid],
      cvv: [M.cardCvvInvalid],
    });
  });
});
