import { useTranslation } from 'react-i18next';
import { formatPrice } from '@join/domain';
import { packageFeatures } from '@join/packages';
import type { Package } from '@join/schemas';
import { Button } from '@join/ui';

// spec §2 /step3 package cards, §3 Package, §9 (P2/P3 new packaging wording; VAT packages).
export function PackageCard({
  pkg,
  group,
  selected,
  onChoose,
}: {
  pkg: Package;
  group: string;
  selected: boolean;
  onChoose: () => void;
}) {
  const { t, i18n } = useTranslation('parent');
  const price = formatPrice(pkg.totalPrice, pkg.currencyCode, i18n.language);
  const years = pkg.subDurationInYears;
  const headingId = `ps-package-${pkg.id}`;
  // The wording is ours, in the visitor's language: P2/P3 name the new features (spec §9).
  const features = pkg.buildYourOwn
    ? [t('step3.byoDescription')]
    : [...packageFeatures(pkg, group).map((f) => t(`step3.${f}`)), t(`step3.renews${years}`)];
  return (
    <article
      className={['ps-package', selected ? 'ps-package--selected' : ''].join(' ')}
      aria-labelledby={headingId}
    >
      <h2 className="ps-package__name" id={headingId}>
        {pkg.displayName}
      </h2>
      {!pkg.buildYourOwn && <p className="ps-package__term">{t(`step3.term${years}`)}</p>}
      <p className="ps-package__price">
        {pkg.buildYourOwn && <small>{t('step3.byoFrom')} </small>}
        {price} <small>{t(`step3.per${years}`)}</small>
      </p>
      {pkg.vatInclusive && (
        <p className="ps-package__vat">
          {t('step3.vatIncluded', { amount: formatPrice(pkg.vatAmount, pkg.currencyCode, i18n.language) })}
        </p>
      )}
      <ul className="ps-package__features">
        {features.map((f) => (
          <li key={f}>{f}</li>
        ))}
      </ul>
      {selected && <p className="ps-package__term">{t('step3.selected')}</p>}
      <Button variant={pkg.buildYourOwn ? 'secondary' : 'primary'} onClick={onChoose}>
        {pkg.buildYourOwn ? (
          t('step3.build')
        ) : (
          <>
            {t('step3.choose')}
            <span className="j-visually-hidden"> {pkg.displayName}</span>
          </>
        )}
      </Button>
    </article>
  );
}
