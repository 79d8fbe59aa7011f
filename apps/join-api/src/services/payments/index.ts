// The payments folder's public face: the run and its sweeper, and each payer kind's entry and steps.
export { paymentService, type PaymentService } from './run';
export { paymentSweeper } from './sweep';
export { defaultPaymentSettings, type PaymentSettings, type StoredResponse } from './types';
export { checkoutCore, addYears, type CheckoutCore } from './subscription-price';
export { FAMILY_COLORS } from './subscription';
export { registrationKind, registrationPayment } from './registration';
export { inviteKind, invitePayment } from './invite';
export { codesKind, codesPayment } from './codes';
