// spec §7 Other behaviour: PayPal vault flow through @paypal/paypal-js buttons (intent
// tokenize); Venmo multi-use with desktop allowed; Apple Pay version 3, amount with two
// decimals, currency default USD, country US, networks visa, masterCard, amex, discover, 3DS,
// billing postal address required.
import { toWalletAddress } from '../address';
import {
  PaymentCancelledError,
  PaymentFailedError,
  type ApplePayRequest,
  type GooglePayRequest,
  type PayPalButtonOptions,
  type WalletAuthorization,
} from '../types';
import type { BraintreeSdk, BtClient, BtGooglePayment, GooglePaymentsClientLike } from './sdk';

export const APPLE_PAY_VERSION = 3;
export const APPLE_PAY_NETWORKS = ['visa', 'masterCard', 'amex', 'discover'] as const;

export async function renderBraintreePayPal(
  sdk: BraintreeSdk,
  client: BtClient,
  options: PayPalButtonOptions,
): Promise<() => void> {
  const checkout = await sdk.paypalCheckout.create({ client });
  const clientId = client.getConfiguration().gatewayConfiguration.paypal?.clientId;
  const paypal = await sdk.loadPayPalScript({
    clientId,
    vault: true,
    intent: 'tokenize',
    currency: options.currency || 'USD',
    components: 'buttons',
  });
  if (!paypal?.Buttons) throw new PaymentFailedError('PAYPAL', 'sdk-unavailable');
  const buttons = paypal.Buttons({
    fundingSource: paypal.FUNDING?.PAYPAL ?? 'paypal',
    createBillingAgreement: () => checkout.createPayment({ flow: 'vault', enableShippingAddress: false }),
    onApprove: async (data: unknown) => {
      try {
        const payload = await checkout.tokenizePayment(data);
        const a = payload.details.billingAddress;
        options.onAuthorized({
          method: 'PAYPAL',
          nonce: payload.nonce,
          email: payload.details.email ?? null,
          username: null,
          address: toWalletAddress(
            a && {
              line1: a.line1,
              line2: a.line2,
              city: a.city,
              region: a.state,
              postalCode: a.postalCode,
              country: a.countryCode,
            },
          ),
        });
      } catch (error) {
        options.onError(error);
      }
    },
    onCancel: () => options.onCancel(),
    onError: (error: unknown) => options.onError(error),
  });
  await buttons.render(options.container);
  return () => {
    void buttons.close?.();
    void checkout.teardown?.();
  };
}

export async function createBraintreeVenmo(sdk: BraintreeSdk, client: BtClient) {
  return sdk.venmo.create({
    client,
    allowDesktop: true,
    mobileWebFallBack: true,
    paymentMethodUsage: 'multi_use',
    collectCustomerBillingAddress: true,
  });
}

export async function authorizeBraintreeVenmo(
  venmo: Awaited<ReturnType<typeof createBraintreeVenmo>>,
): Promise<WalletAuthorization> {
  try {
    const payload = await venmo.tokenize();
    const a = payload.details.payerInfo?.billingAddress;
    return {
      method: 'VENMO',
      nonce: payload.nonce,
      email: payload.details.payerInfo?.email ?? null,
      username: payload.details.username ?? null,
      address: toWalletAddress(
        a && {
          line1: a.addressLine1 ?? a.streetAddress,
          line2: a.addressLine2 ?? a.extendedAddress,
          city: a.adminArea2 ?? a.locality,
          region: a.adminArea1 ?? a.region,
          postalCode: a.postalCode,
          country: a.countryCode,
        },
      ),
    };
  } catch (error) {
    const code = String((error as { code?: string }).code ?? 'tokenize');
    if (/CANCEL/i.test(code)) throw new PaymentCancelledError('VENMO');
    throw new PaymentFailedError('VENMO', code);
  }
}

export function applePaySupported(sdk: BraintreeSdk): boolean {
  try {
    return Boolean(sdk.applePaySession && sdk.applePaySession.canMakePayments());
  } catch {
    return false;
  }
}

export async function authorizeBraintreeApplePay(
  sdk: BraintreeSdk,
  client: BtClient,
  request: ApplePayRequest,
): Promise<WalletAuthorization> {
  const Session = sdk.applePaySession;
  if (!Session) throw new PaymentFailedError('APPLE_PAY', 'unsupported');
  const applePay = await sdk.applePay.create({ client });
  const paymentRequest = applePay.createPaymentRequest({
    total: { label: request.label, amount: request.amount.toFixed(2) },
    currencyCode: request.currency || 'USD',
    countryCode: 'US',
    supportedNetworks: [...APPLE_PAY_NETWORKS],
    merchantCapabilities: ['supports3DS'],
    requiredBillingContactFields: ['postalAddress'],
  });
  const session = new Session(APPLE_PAY_VERSION, paymentRequest);
  return new Promise<WalletAuthorization>((resolve, reject) => {
    session.onvalidatemerchant = (event) => {
      applePay.performValidation({ validationURL: event.validationURL, displayName: request.label }).then(
        (merchantSession) => session.completeMerchantValidation(merchantSession),
        () => {
          session.abort();
          reject(new PaymentFailedError('APPLE_PAY', 'merchant-validation'));
        },
      );
    };
    session.onpaymentauthorized = (event) => {
      applePay.tokenize({ token: event.payment.token }).then(
        (payload) => {
          if (!payload?.nonce) {
            session.completePayment(Session.STATUS_FAILURE);
            reject(new PaymentFailedError('APPLE_PAY', 'empty-nonce'));
            return;
          }
          session.completePayment(Session.STATUS_SUCCESS);
          const c = event.payment.billingContact ?? {};
          resolve({
            method: 'APPLE_PAY',
            nonce: payload.nonce,
            email: c.emailAddress ?? null,
            username: null,
            address: toWalletAddress({
              line1: c.addressLines?.[0],
              line2: c.addressLines?.[1],
              city: c.locality,
              region: c.administrativeArea,
              postalCode: c.postalCode,
              country: c.countryCode,
            }),
          });
        },
        () => {
          session.completePayment(Session.STATUS_FAILURE);
          reject(new PaymentFailedError('APPLE_PAY', 'tokenize'));
        },
      );
    };
    session.oncancel = () => reject(new PaymentCancelledError('APPLE_PAY'));
    session.begin();
  });
}

/** Google Pay API version the braintree-web google-payment component is created for. */
export const GOOGLE_PAY_API_VERSION = 2;

export interface BraintreeGooglePay {
  component: BtGooglePayment;
  payments: GooglePaymentsClientLike;
}

/** braintree-web's google-payment component and Google's PaymentsClient, in the client token's environment. */
export async function createBraintreeGooglePay(
  sdk: BraintreeSdk,
  client: BtClient,
): Promise<BraintreeGooglePay> {
  const [api, component] = await Promise.all([
    sdk.loadGooglePayScript(),
    sdk.googlePayment.create({ client, googlePayVersion: GOOGLE_PAY_API_VERSION }),
  ]);
  if (!api) throw new PaymentFailedError('GOOGLE_PAY', 'sdk-unavailable');
  const environment =
    client.getConfiguration().gatewayConfiguration.environment === 'production' ? 'PRODUCTION' : 'TEST';
  return { component, payments: new api.PaymentsClient({ environment }) };
}

/** Whether Google says this visitor can pay (a supported browser and a card in their account). */
export async function googlePaySupported(googlePay: BraintreeGooglePay): Promise<boolean> {
  const { allowedPaymentMethods } = googlePay.component.createPaymentDataRequest();
  const answer = await googlePay.payments.isReadyToPay({
    apiVersion: GOOGLE_PAY_API_VERSION,
    apiVersionMinor: 0,
    allowedPaymentMethods,
    existingPaymentMethodRequired: true,
  });
  return Boolean(answer?.result);
}

/**
 * The Google Pay sheet for the amount charged today, with the billing address (spec §2: a wallet's
 * address skips the billing step) and the email; its answer becomes a Braintree nonce.
 */
export async function authorizeBraintreeGooglePay(
  googlePay: BraintreeGooglePay,
  request: GooglePayRequest,
): Promise<WalletAuthorization> {
  const paymentDataRequest = googlePay.component.createPaymentDataRequest({
    emailRequired: true,
    transactionInfo: {
      currencyCode: request.currency || 'USD',
      countryCode: request.country || 'US',
      totalPriceStatus: 'FINAL',
      totalPrice: request.amount.toFixed(2),
    },
  });
  for (const method of paymentDataRequest.allowedPaymentMethods) {
    if (method.type !== 'CARD') continue;
    method.parameters.billingAddressRequired = true;
    method.parameters.billingAddressParameters = { format: 'FULL' };
  }
  let paymentData: any;
  try {
    paymentData = await googlePay.payments.loadPaymentData(paymentDataRequest);
  } catch (error) {
    if ((error as { statusCode?: string })?.statusCode === 'CANCELED')
      throw new PaymentCancelledError('GOOGLE_PAY');
    throw new PaymentFailedError(
      'GOOGLE_PAY',
      String((error as { statusCode?: string })?.statusCode ?? 'load-payment-data'),
    );
  }
  const payload = await googlePay.component.parseResponse(paymentData).catch(() => null);
  if (!payload?.nonce) throw new PaymentFailedError('GOOGLE_PAY', 'tokenize');
  const a = paymentData?.paymentMethodData?.info?.billingAddress;
  return {
    method: 'GOOGLE_PAY',
    nonce: payload.nonce,
    email: paymentData?.email ?? null,
    username: null,
    address: toWalletAddress(
      a && {
        line1: a.address1,
        line2: [a.address2, a.address3].filter(Boolean).join(' ') || undefined,
        city: a.locality,
        region: a.administrativeArea,
        postalCode: a.postalCode,
        country: a.countryCode,
      },
    ),
  };
}
