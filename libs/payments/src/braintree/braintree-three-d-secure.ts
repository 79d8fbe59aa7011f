// Spec §7 "for GB an extra server-side step exists" (flag UKPayment): 3-D Secure 2
// through braintree-web. threeDSecure.create({version: 2}) and verifyCard with the amount charged
// today, the tokenised card's nonce and bin, the email and the billing step's address. A challenge
// is drawn by Braintree (the issuer's page in its modal) after onLookupComplete lets it go on.
// verifyCard resolves for a completed verification, liability shifted or not (a failed challenge
// resolves with liabilityShifted false); it rejects when the verification cannot run or the
// visitor cancels the challenge.
import { PaymentFailedError, type ThreeDSecureOutcome, type ThreeDSecureRequest } from '../types';
import type { BraintreeSdk, BtClient } from './sdk';

/** Cardinal's challenge window sizes: '03' is 500 x 600, '05' the full page (a phone). */
const windowSize = () => (((globalThis as { innerWidth?: number }).innerWidth ?? 1024) < 600 ? '05' : '03');

export async function verifyBraintreeCard(
  sdk: BraintreeSdk,
  client: BtClient,
  request: ThreeDSecureRequest,
): Promise<ThreeDSecureOutcome> {
  let instance: Awaited<ReturnType<BraintreeSdk['threeDSecure']['create']>> | null = null;
  try {
    instance = await sdk.threeDSecure.create({ client, version: 2 });
    const a = request.billingAddress;
    const payload = await instance.verifyCard({
      amount: request.amount.toFixed(2),
      nonce: request.nonce,
      bin: request.bin ?? undefined,
      email: request.email ?? undefined,
      collectDeviceData: true,
      billingAddress: {
        givenName: a.givenName,
        surname: a.surname,
        streetAddress: a.streetAddress,
        extendedAddress: a.extendedAddress || undefined,
        locality: a.locality,
        region: a.region || undefined,
        postalCode: a.postalCode,
        countryCodeAlpha2: a.countryCodeAlpha2,
      },
      additionalInformation: { acsWindowSize: windowSize() },
      // Nothing to decide between the lookup and the challenge: let Braintree show it.
      onLookupComplete: (_data, next) => next(),
    });
    const info = payload.threeDSecureInfo;
    return {
      nonce: payload.nonce,
      status: info?.status ?? 'unknown',
      liabilityShifted: (info?.liabilityShifted ?? payload.liabilityShifted) === true,
      liabilityShiftPossible: (info?.liabilityShiftPossible ?? payload.liabilityShiftPossible) === true,
    };
  } catch (error) {
    throw new PaymentFailedError(
      'CREDIT_CARD',
      /CANCEL/i.test(String((error as { code?: string })?.code ?? ''))
        ? 'three-d-secure-cancelled'
        : 'three-d-secure',
    );
  } finally {
    await instance?.teardown().catch(() => undefined);
  }
}
