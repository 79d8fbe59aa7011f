// spec §2 buttons for Apple Pay, PayPal and Venmo, and Google Pay beside them; §4 PayPal cancel or error clears the nonce;
// §8 PayPal set-up error text, Venmo and Apple Pay failures logged and the buttons hidden when
// unsupported.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updatePayment } from '@join/state';
import type { PaymentsClient, WalletAuthorization } from '@join/payments';
import type { VisibleMethods } from '../flow/method-rules';

export interface WalletSupport {
  applePay: boolean;
  googlePay: boolean;
  venmo: boolean;
}

/**
 * Whether this browser can pay with Apple Pay, Google Pay and Venmo; null until all are known. The method
 * step shows the buttons only once it is known, so a button found later never appears above the
 * others and pushes them down (CONTRACTS#first-screen-from-the-server 5).
 */
export function useWalletSupport(client: PaymentsClient | null): WalletSupport | null {
  const [support, setSupport] = useState<{ client: PaymentsClient; value: WalletSupport } | null>(null);
  useEffect(() => {
    if (!client) return;
    let live = true;
    void Promise.all([
      client.isApplePaySupported().catch(() => false),
      client.isGooglePaySupported().catch(() => false),
      client.isVenmoSupported().catch(() => false),
    ]).then(([applePay, googlePay, venmo]) => {
      if (live) setSupport({ client, value: { applePay, googlePay, venmo } });
    });
    return () => {
      live = false;
    };
  }, [client]);
  return support && support.client === client ? support.value : null;
}

export interface WalletButtonsProps {
  client: PaymentsClient;
  support: WalletSupport;
  visible: Omit<VisibleMethods, 'applePay' | 'googlePay' | 'venmo' | 'card'> & {
    applePayAllowed: boolean;
    googlePayAllowed: boolean;
    venmoAllowed: boolean;
  };
  amount: number;
  currency: string;
  /** The market the order is sold in (Google Pay's transaction country). */
  country: string;
  label: string;
  onAuthorized: (authorization: WalletAuthorization) => void;
  onError: (message: string | null) => void;
}

export function WalletButtons({
  client,
  support,
  visible,
  amount,
  currency,
  country,
  label,
  onAuthorized,
  onError,
}: WalletButtonsProps) {
  const { t } = useTranslation('checkout');
  const paypalRef = useRef<HTMLDivElement>(null);
  const handlers = useRef({ onAuthorized, onError });
  handlers.current = { onAuthorized, onError };

  useEffect(() => {
    if (!visible.payPal || !paypalRef.current) return;
    let remove: (() => void) | null = null;
    let live = true;
    client
      .renderPayPalButton({
        container: paypalRef.current,
        currency,
        onAuthorized: (a) => handlers.current.onAuthorized(a),
        onCancel: () => updatePayment({ paypalNonce: null }),
        onError: () => {
          updatePayment({ paypalNonce: null });
          handlers.current.onError(t('payment.paypalInitError'));
        },
      })
      .then(
        (r) => (live ? (remove = r) : r()),
        () => handlers.current.onError(t('payment.paypalInitError')),
      );
    return () => {
      live = false;
      remove?.();
    };
  }, [client, visible.payPal, currency, t]);

  const names = {
    VENMO: 'payment.venmo',
    APPLE_PAY: 'payment.applePay',
    GOOGLE_PAY: 'payment.googlePay',
  } as const;
  const authorize = (method: 'VENMO' | 'APPLE_PAY' | 'GOOGLE_PAY') => {
    handlers.current.onError(null);
    const run =
      method === 'VENMO'
        ? client.authorizeVenmo()
        : method === 'GOOGLE_PAY'
          ? client.authorizeGooglePay({ amount, currency, country })
          : client.authorizeApplePay({ amount, currency, label });
    run.then(
      (a) => handlers.current.onAuthorized(a),
      (error) => {
        // Checked by name: the payments module is loaded lazily, so its classes are not imported here.
        const e = error as { name?: string; code?: string };
        if (e?.name === 'PaymentCancelledError') return;
        console.warn(`${method} authorization failed`, e?.code ?? error);
        const emptyNonce = e?.code === 'empty-nonce';
        handlers.current.onError(
          emptyNonce
            ? t('payment.applePayEmptyNonce')
            : t('payment.walletFailed', { method: t(names[method]) }),
        );
      },
    );
  };

  const showApplePay = visible.applePayAllowed && support.applePay;
  const showGooglePay = visible.googlePayAllowed && support.googlePay;
  const showVenmo = visible.venmoAllowed && support.venmo;
  if (!showApplePay && !showGooglePay && !visible.payPal && !showVenmo) return null;
  return (
    <div className="co-wallets" role="group" aria-label={t('payment.walletsLabel')}>
      {showApplePay && (
        <button
          type="button"
          className="co-wallet co-wallet--applepay"
          onClick={() => authorize('APPLE_PAY')}
        >
          {t('payment.applePay')}
        </button>
      )}
      {showGooglePay && (
        <button
          type="button"
          className="co-wallet co-wallet--googlepay"
          onClick={() => authorize('GOOGLE_PAY')}
        >
          {t('payment.googlePay')}
        </button>
      )}
      {visible.payPal && <div className="co-wallet-slot" ref={paypalRef} />}
      {showVenmo && (
        <button type="button" className="co-wallet co-wallet--venmo" onClick={() => authorize('VENMO')}>
          {t('payment.venmo')}
        </button>
      )}
    </div>
  );
}
