// spec §2 Billing information step: a wallet's address as the billing details. Apart from
// payment-views.ts because the time zone data it reads loads only when a wallet's address is used.
import { autoSelectedTimezone, getTimezones } from '@join/domain';
import type { BillingDetails, WalletAddress } from '@join/state';

/** Who pays, as the billing step would prefill it. */
export interface WalletPayer {
  firstName: string;
  lastName: string;
  email: string;
  country: string;
  timezone: string;
}

/** The billing details a wallet's address stands for: the payer's name and email, the wallet's
 *  address, and the payer's timezone when the country is the same, else the one the country
 *  and region decide (spec §2 Billing information step, timezone). */
export function walletBilling(payer: WalletPayer, address: WalletAddress): BillingDetails {
  const timezone =
    address.country === payer.country && payer.timezone
      ? payer.timezone
      : (autoSelectedTimezone(getTimezones(address.country, address.region)) ?? payer.timezone);
  return { firstName: payer.firstName, lastName: payer.lastName, email: payer.email, ...address, timezone };
}
