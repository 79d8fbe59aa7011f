// zustand stores shared by the shell and the remotes. This lib is a federation singleton, so
// every remote in the page sees the same stores.
export { tabPersist, tabHasStoredState } from './persist';
export {
  type FlagValue,
  type Flags,
  type JoinConfig,
  type ProductUrls,
  parseFlagOverrides,
  setConfig,
  addFlagOverrides,
  getConfig,
  effectiveFlags,
  getFlag,
  useFlag,
  useConfig,
  useUrls,
} from './config';
export { type Alert, showAlert, clearAlert, useAlert } from './alerts';
export { openSupportChat, closeSupportChat, useSupportChatOpen } from './chat';
export { setVisitorCountry, useVisitorCountry, guessCountryFromLanguage } from './visitor';
export {
  type StepOneValues,
  type StepTwoValues,
  type ChildValues,
  type SelectedPackage,
  type RegistrationState,
  type RegistrationDrafts,
  useRegistration,
  getRegistration,
  updateRegistration,
  setLastCompletedStep,
  selectPackage,
  resetRegistration,
  saveDraft,
} from './registration';
export {
  type InviteContactValues,
  type InviteState,
  useInvite,
  getInvite,
  updateInvite,
  resetInvite,
} from './invite';
export {
  type PaymentView,
  type ConsentData,
  type BillingDetails,
  type WalletAddress,
  type SavedCard,
  type ClientTokenInfo,
  type PaymentResult,
  type PaymentState,
  usePayment,
  getPayment,
  updatePayment,
  clearedMethodData,
  resetPaymentData,
  choosePaymentMethod,
  resetPayment,
} from './payment';
export {
  type DiscountState,
  type CouponLine,
  DISCOUNT_PARAMS,
  decodePercent,
  parseDiscountLink,
  captureDiscountLink,
  getDiscount,
  clearDiscount,
  couponLineFor,
  useDiscount,
} from './discount';
export {
  type LeaveGuard,
  type PopGuard,
  setLeaveGuard,
  interceptLeave,
  setPopGuard,
  installPopGate,
} from './leave-guard';
export { type ListOption, primeLists, primedList } from './lists';
