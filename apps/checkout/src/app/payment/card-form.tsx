// spec §2 card accordion fields and §4 Card field state: each field's error shows when the
// hosted field is not potentially valid, or invalid after being touched and left.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cardFieldError, type CardFieldState } from '@join/schemas';
import type {
  CardBrandInfo,
  CardFieldName,
  CardFields,
  CardFieldStates,
  PaymentsClient,
} from '@join/payments';
import { CardBrandIcon } from './card-brand-icon';

const FIELDS: { name: CardFieldName; id: string; label: string; placeholder?: string }[] = [
  { name: 'number', id: 'co-cc-number', label: 'payment.cardNumber', placeholder: '•••• •••• •••• ••••' },
  // A key: the month/year letters are the visitor's language ('MM/AA' in Spanish).
  {
    name: 'expirationDate',
    id: 'co-cc-expiry',
    label: 'payment.cardExpiry',
    placeholder: 'payment.cardExpiryPlaceholder',
  },
  { name: 'cvv', id: 'co-cc-cvv', label: 'payment.cardCvv', placeholder: '123' },
];

const pristine: CardFieldState = {
  isValid: false,
  isPotentiallyValid: true,
  touched: false,
  hasBlurred: false,
};

export interface CardFormProps {
  client: PaymentsClient;
  hiddenBrands: { amex: boolean; discover: boolean };
  onFields: (fields: CardFields | null) => void;
  onValidChange: (valid: boolean) => void;
  /** Whether anything is typed in the card fields; false again once they are gone. */
  onInputChange?: (hasInput: boolean) => void;
}

export function CardForm({ client, hiddenBrands, onFields, onValidChange, onInputChange }: CardFormProps) {
  const { t } = useTranslation('checkout');
  const { t: tv } = useTranslation('validation');
  const containers = useRef<Partial<Record<CardFieldName, HTMLDivElement | null>>>({});
  const [states, setStates] = useState<CardFieldStates>({
    number: pristine,
    expirationDate: pristine,
    cvv: pristine,
  });
  const [brand, setBrand] = useState<CardBrandInfo | null>(null);
  const callbacks = useRef({ onFields, onValidChange, onInputChange });
  callbacks.current = { onFields, onValidChange, onInputChange };

  useEffect(() => {
    let fields: CardFields | null = null;
    let cancelled = false;
    const c = containers.current;
    void client
      .createCardFields({
        containers: { number: c.number!, expirationDate: c.expirationDate!, cvv: c.cvv! },
        labelIds: {
          number: 'co-cc-number-label',
          expirationDate: 'co-cc-expiry-label',
          cvv: 'co-cc-cvv-label',
        },
        errorIds: {
          number: 'co-cc-number-error',
          expirationDate: 'co-cc-expiry-error',
          cvv: 'co-cc-cvv-error',
        },
        placeholders: Object.fromEntries(
          FIELDS.map((f) => [
            f.name,
            f.placeholder?.startsWith('payment.') ? t(f.placeholder) : f.placeholder,
          ]),
        ),
        hiddenBrands,
        onCardTypeChange: setBrand,
        onStateChange: (s) => {
          setStates(s);
          callbacks.current.onValidChange(s.number.isValid && s.expirationDate.isValid && s.cvv.isValid);
        },
        onInputChange: (hasInput) => callbacks.current.onInputChange?.(hasInput),
      })
      .then((created) => {
        if (cancelled) void created.teardown();
        else {
          fields = created;
          callbacks.current.onFields(created);
        }
      });
    return () => {
      cancelled = true;
      callbacks.current.onFields(null);
      callbacks.current.onInputChange?.(false);
      if (fields) void fields.teardown();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the card fields are set up once per client and brand restriction; t and the brands object are read at set-up
  }, [client, hiddenBrands.amex, hiddenBrands.discover]);

  return (
    <div className="co-card-fields">
      {FIELDS.map((f) => {
        const error = cardFieldError(f.name, states[f.name]);
        return (
          <div
            key={f.name}
            className={['j-field', `co-card-field--${f.name}`, error ? 'j-field--invalid' : ''].join(' ')}
          >
            <span className="j-field__label" id={`${f.id}-label`}>
              {t(f.label)}
            </span>
            <div className="co-hosted-wrap">
              <div
                id={f.id}
                className="co-hosted"
                data-label={t(f.label)}
                ref={(el) => void (containers.current[f.name] = el)}
              />
              {f.name === 'number' && <CardBrandIcon brand={brand} />}
            </div>
            <p className="j-field__error" id={`${f.id}-error`} role={error ? 'alert' : undefined}>
              {error ? tv(error) : ''}
            </p>
          </div>
        );
      })}
    </div>
  );
}
