import { useTranslation } from 'react-i18next';
import type { Package } from '@join/schemas';

interface Props {
  pkg: Package;
  checked: boolean;
  recommended: boolean;
  onChange: (id: number) => void;
  describedBy?: string;
}

/** One package as a radio card: the whole card is the label, so it is one big click target. */
export function PackageOption({ pkg, checked, recommended, onChange, describedBy }: Props) {
  const { t } = useTranslation('invite');
  const id = `pkg-${pkg.id}`;
  return (
    <li className={['j-inv-package', checked ? 'j-inv-package--checked' : ''].join(' ')}>
      <input type="radio" id={id} name="package" value={pkg.id} checked={checked} onChange={() => onChange(pkg.id)} aria-describedby={describedBy} />
      <label htmlFor={id}>
        {recommended && <span className="j-inv-badge">{t('packages.recommended')}</span>}
        <span className="j-inv-package__name">{pkg.displayName}</span>
        <span className="j-inv-package__price">
          {pkg.buildYourOwn ? t('packages.buildYourOwnPrice', { price: pkg.totalPriceFormatted }) : pkg.totalPriceFormatted}
          <span className="j-inv-package__term"> {t(pkg.subDurationInYears === 2 ? 'packages.perTwoYears' : 'packages.perYear')}</span>
        </span>
        {pkg.features.length > 0 && (
          <span className="j-inv-package__features">
            {pkg.features.map((f) => (
              <span key={f} className="j-inv-package__feature">
                {f}
              </span>
            ))}
          </span>
        )}
      </label>
    </li>
  );
}
