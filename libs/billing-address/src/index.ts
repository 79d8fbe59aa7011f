// The billing address of every billing form (spec §5 Billing) with the spec §4 cascade of
// @join/domain: the checkout's billing step and the invite's /invite/billing-info.
export {
  BillingAddressFields,
  type BillingAddressFieldsProps,
  type BillingAddressLabels,
} from './billing-address-fields';
export { applyCascade, useBillingCascade, type BillingForm } from './use-billing-cascade';
