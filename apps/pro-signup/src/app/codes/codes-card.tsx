// spec §1 activation codes paid by card, through the payment adapters of @join/payments (hosted
// fields with Braintree, plain inputs in the sandbox; card data never reaches our server), and
// §4 Card field state: an error shows when a field is not potentially valid, or invalid after
// being touched and left. The adapters load with this screen only (ARCHITECTURE.md budgets).
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getClientToken } from '@join/api-client';
import { cardFieldError, type CardFieldState } from '@join/schemas';
import type { CardFieldName, CardFields, CardFieldStates, PaymentsClient } from '@join/payments';

const FIELDS: { name: CardFieldName; id: string; label: string }[] = [
  { name: 'number', id: 'pro-cc-number', label: 'codes.cardNumber' },
  { name: 'expirationDate', id: 'pro-cc-expiry', label: 'codes.cardExpiry' },
  { name: 'cvv', id: 'pro-cc-cvv', label: 'codes.cardCvv' },
];

const pristine: CardFieldState = {
  isValid: false,
  isPotentiallyValid: true,
  touched: false,
  hasBlurred: false,
};

export interface CodesCard {
  fields: CardFields | null;
  client: PaymentsClient | null;
  valid: boolean;
}

/** The card fields of the purchase; `onCard` hears the fields once drawn and their validity. */
export function CodesCardFields({
  country,
  onCard,
  onFailed,
}: {
  country: string;
  onCard: (card: CodesCard) => void;
  onFailed: () => void;
}) {
  const { t } = useTranslation('pro');
  const { t: tv } = useTranslation('validation');
  const containers = useRef<Partial<Record<CardFieldName, HTMLDivElement | null>>>({});
  const [states, setStates] = useState<CardFieldStates>({
    number: pristine,
    expirationDate: pristine,
    cvv: pristine,
  });
  const listeners = useRef({ onCard, onFailed });
  listeners.current = { onCard, onFailed };

  useEffect(() => {
    let cancelled = false;
    let client: PaymentsClient | null = null;
    let fields: CardFields | null = null;
    let valid = false;
    (async () => {
      const token = await getClientToken(country);
      if (!token.ok) throw new Error('client token');
      const { createPaymentsClient } = await import('@join/payments');
      client = await createPaymentsClient({
        clientToken: token.data.clientToken,
        provider: token.data.provider,
      });
      if (cancelled) return;
      const c = containers.current;
      fields = await client.createCardFields({
        containers: { number: c.number!, expirationDate: c.expirationDate!, cvv: c.cvv! },
        labelIds: {
          number: 'pro-cc-number-label',
          expirationDate: 'pro-cc-expiry-label',
          cvv: 'pro-cc-cvv-label',
        },
        errorIds: {
          number: 'pro-cc-number-error',
          expirationDate: 'pro-cc-expiry-error',
          cvv: 'pro-cc-cvv-error',
        },
        placeholders: {
          number: '•••• •••• •••• ••••',
          expirationDate: t('codes.cardExpiryPlaceholder'),
          cvv: '123',
        },
        onStateChange: (s) => {
          setStates(s);
          valid = s.number.isValid && s.expirationDate.isValid && s.cvv.isValid;
          listeners.current.onCard({ fields, client, valid });
        },
      });
      if (cancelled) return;
      listeners.current.onCard({ fields, client, valid });
    })().catch(() => !cancelled && listeners.current.onFailed());
    return () => {
      cancelled = true;
      if (fields) void fields.teardown();
      if (client) void client.teardown();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- drawn once per country; t is read at set-up
  }, [country]);

  return (
    <div className="pro-card-fields">
      {FIELDS.map((f) => {
        const error = cardFieldError(f.name, states[f.name]);
        return (
          <div
            key={f.name}
            className={['j-field', `pro-card-field--${f.name}`, error ? 'j-field--invalid' : ''].join(' ')}
          >
            <span className="j-field__label" id={`${f.id}-label`}>
              {t(f.label)}
            </span>
            <div
              id={f.id}
              className="pro-hosted"
              data-label={t(f.label)}
              ref={(el) => void (containers.current[f.name] = el)}
            />
            <p className="j-field__error" id={`${f.id}-error`}>
              {error ? tv(error) : ''}
            </p>
          </div>
        );
      })}
    </div>
  );
}
