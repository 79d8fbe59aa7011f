// spec §2 Review step 'Order Summary' (build-your-own lines: the subscription, ToneMeter, '1 GB
// space', 'Unlimited payments'), §9 VAT packages 2061 and 2063 show no tax row.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isVatPackage, subscriptionTermYears } from '@join/domain';
import type { PricingResponse } from '@join/schemas';
import type { SelectedPackage } from '@join/state';
import { taxKnown } from '../flow/price-words';

export interface OrderSummaryProps {
  selected: SelectedPackage;
  pricing: PricingResponse | null;
  payForCoParent: boolean;
}

export function buildYourOwnLines(services: readonly string[] | undefined): string[] {
  if (!services?.length) return [];
  const lines: string[] = [];
  const term = services.find((s) => s.startsWith('SUB'));
  if (term) lines.push(subscriptionTermYears(term) === 1 ? 'summary.subscription1' : 'summary.subscription2');
  if (services.includes('TONEMETER')) lines.push('summary.toneMeter');
  if (services.includes('MYFILES')) lines.push('summary.space');
  if (services.includes('UNLIMITEDPAYMENTS')) lines.push('summary.payments');
  return lines;
}

export function OrderSummaryBody({ selected, pricing, payForCoParent }: OrderSummaryProps) {
  const { t } = useTranslation('checkout');
  const pkg = selected.package;
  const totals = pricing?.totals;
  const vat = isVatPackage(pkg.id) || pkg.vatInclusive;
  const known = taxKnown(pricing, vat);
  const coParentLine = pricing?.lineItems.find(
    (l) => /co-?parent/i.test(l.code) || /co-?parent/i.test(l.description),
  );
  return (
    <dl className="co-summary">
      <div className="co-summary__row co-summary__row--package">
        <dt>{pkg.displayName}</dt>
        <dd>{totals?.selectedPackageTotalFormatted ?? pkg.totalPriceFormatted}</dd>
      </div>
      {pkg.buildYourOwn &&
        buildYourOwnLines(selected.services).map((key) => (
          <div className="co-summary__row co-summary__row--sub" key={key}>
            <dt>{t(key)}</dt>
            <dd />
          </div>
        ))}
      {payForCoParent && (
        <div className="co-summary__row">
          <dt>{t('summary.coParent')}</dt>
          <dd>{coParentLine?.amountFormatted ?? ''}</dd>
        </div>
      )}
      {pricing?.couponDetail && (
        <div className="co-summary__row co-summary__row--discount">
          <dt>
            {t('summary.discountPercent', {
              code: pricing.couponDetail.couponCode,
              percent: pricing.couponDetail.percent,
            })}
          </dt>
          <dd>−{pricing.couponDetail.discountFormatted}</dd>
        </div>
      )}
      {pricing?.paymentCodeDetails.map((d) => (
        <div className="co-summary__row co-summary__row--discount" key={d.code}>
          <dt>{t('summary.codeDiscount', { code: d.code })}</dt>
          <dd>−{d.amountFormatted}</dd>
        </div>
      ))}
      {totals && (
        <div className="co-summary__row">
          <dt>{t('summary.subtotal')}</dt>
          <dd>{totals.subTotalFormatted}</dd>
        </div>
      )}
      {/* CONTRACTS#a-sign-up-people-finish 6: a tax not yet known is not $0.00. */}
      {!vat && (
        <div className="co-summary__row">
          <dt>{t('summary.tax')}</dt>
          <dd className={totals && known ? undefined : 'co-summary__words'}>
            {totals && known ? totals.taxAmountFormatted : t('charge.taxLater')}
          </dd>
        </div>
      )}
      {vat && (
        <div className="co-summary__row co-summary__row--note">
          <dt>{t('summary.vatIncluded')}</dt>
          <dd />
        </div>
      )}
      <div className="co-summary__row co-summary__row--total">
        <dt>{known ? t('summary.total') : t('charge.totalBeforeTax')}</dt>
        <dd>{totals?.totalFormatted ?? pkg.totalPriceFormatted}</dd>
      </div>
    </dl>
  );
}

/** New variant: a 343 px side panel on desktop, a collapsible block above the form on phones. */
export function OrderSummaryPanel(props: OrderSummaryProps) {
  const { t } = useTranslation('checkout');
  const [open, setOpen] = useState(false);
  const id = useId().replace(/:/g, '');
  const total = props.pricing?.totals.totalFormatted ?? props.selected.package.totalPriceFormatted;
  return (
    <aside className="co-aside" aria-labelledby={`${id}-title`}>
      <button
        type="button"
        className="co-aside__toggle"
        aria-expanded={open}
        aria-controls={`${id}-body`}
        onClick={() => setOpen((o) => !o)}
      >
        <span>{open ? t('summary.hide') : t('summary.show')}</span>
        <span className="co-aside__total">{total}</span>
      </button>
      <div id={`${id}-body`} className={['co-aside__body', open ? 'co-aside__body--open' : ''].join(' ')}>
        <h2 id={`${id}-title`} className="co-h2">
          {t('summary.title')}
        </h2>
        <OrderSummaryBody {...props} />
      </div>
    </aside>
  );
}
