// spec §2 Payment method step: the card panel under the wallet buttons, a disclosure that opens
// when paying by card is chosen; inside it the saved card (with Update card) or the card form.
import { useTranslation } from 'react-i18next';
import { Button } from '@join/ui';
import { choosePaymentMethod, updatePayment, usePayment } from '@join/state';
import { CardForm, type CardFormProps } from './card-form';

export interface CardAccordionProps extends CardFormProps {
  /** Paying by card is the chosen method. */
  open: boolean;
}

export function CardAccordion({ open, ...form }: CardAccordionProps) {
  const { t } = useTranslation('checkout');
  const card = usePayment((s) => s.card);
  return (
    <div className={['co-accordion', open ? 'co-accordion--open' : ''].join(' ')}>
      <h3 className="co-accordion__heading">
        {/* CONTRACTS#a-sign-up-people-finish 12: a disclosure button for the card panel (APG accordion). The open
            panel cannot be closed by its header (paying by card stays chosen until a wallet
            is), so the open header says so with aria-disabled. */}
        <button
          type="button"
          className="co-accordion__button"
          aria-expanded={open}
          aria-controls="co-card-panel"
          aria-disabled={open || undefined}
          onClick={() => !open && choosePaymentMethod('CREDIT_CARD')}
        >
          <svg
            className="co-accordion__icon"
            viewBox="0 0 24 24"
            width="24"
            height="24"
            aria-hidden="true"
            focusable="false"
          >
            <rect
              x="2"
              y="5"
              width="20"
              height="14"
              rx="2"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            />
            <rect x="2" y="9" width="20" height="3" fill="currentColor" />
          </svg>
          <span className="co-accordion__label">{t('payment.card')}</span>
        </button>
      </h3>
      <div id="co-card-panel" className="co-accordion__panel" hidden={!open}>
        {open && card && (
          <div className="j-success" role="status">
            <p>{t('payment.cardSaved', { lastFour: card.lastFour })}</p>
            <Button variant="link" onClick={() => updatePayment({ card: null, attemptKey: null })}>
              {t('payment.updateCard')}
            </Button>
          </div>
        )}
        {open && !card && <CardForm {...form} />}
      </div>
    </div>
  );
}
