import { useTranslation } from 'react-i18next';

/** The secure note above the payment methods (spec §2 Payment method step). */
export function SecureNote() {
  const { t } = useTranslation('checkout');
  return (
    <p className="co-secure">
      <svg
        className="co-secure__icon"
        viewBox="0 0 16 16"
        width="16"
        height="16"
        aria-hidden="true"
        focusable="false"
      >
        <path
          fill="currentColor"
          d="M4 7V5a4 4 0 1 1 8 0v2h1a1 1 0 0 1 1 1v7a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1h1Zm2 0h4V5a2 2 0 1 0-4 0v2Z"
        />
      </svg>
      {t('payment.secure')}
    </p>
  );
}
