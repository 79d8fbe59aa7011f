import { useTranslation } from 'react-i18next';
import { packageFeatures } from '@join/packages';
import type { Package } from '@join/schemas';

interface Props {
  pkg: Package;
  checked: boolean;
  recommended: boolean;
  onChange: (id: number) => void;
  describedBy?: string;
}

/** What a package holds, in the visitor's language (spec §9: P2/P3 name the new features). */
function featureKeys(pkg: Package): string[] {
  if (pkg.buildYourOwn) return [];
  const renews = pkg.subDurationInYears === 2 ? 'packages.renews2' : 'packages.renews1';
  return [...packageFeatures(pkg).map((f) => `packages.features.${f}`), renews];
}

/**
 * One package as a radio card, drawn like the parent's /step3 cards (CONTRACTS#a-sign-up-people-finish): name,
 * term, price, what it holds. The whole card is the label, so it is one big click target.
 */
export function PackageOption({ pkg, checked, recommended, onChange, describedBy }: Props) {
  const { t } = useTranslation('invite');
  const id = `pkg-${pkg.id}`;
  return (
    <li className={['j-inv-package', checked ? 'j-inv-package--checked' : ''].join(' ')}>
      <input
        type="radio"
        id={id}
        name="package"
        value={pkg.id}
        checked={checked}
        onChange={() => onChange(pkg.id)}
        aria-describedby={describedBy}
      />
      <label htmlFor={id}>
        {recommended && <span className="j-inv-badge">{t('packages.recommended')}</span>}
        <span className="j-inv-package__name">{pkg.displayName}</span>
        {!pkg.buildYourOwn && (
          <span className="j-inv-package__term">
            {t(pkg.subDurationInYears === 2 ? 'packages.term2' : 'packages.term1')}
          </span>
        )}
        <span className="j-inv-package__price">
          {pkg.buildYourOwn
            ? t('packages.buildYourOwnPrice', { price: pkg.totalPriceFormatted })
            : pkg.totalPriceFormatted}
          <span className="j-inv-package__per">
            {' '}
            {t(pkg.subDurationInYears === 2 ? 'packages.perTwoYears' : 'packages.perYear')}
          </span>
        </span>
        {pkg.buildYourOwn ? (
          <span className="j-inv-package__about">{t('common:featureInfo.byo')}</span>
        ) : (
          <span className="j-inv-package__features">
            {featureKeys(pkg).map((key) => (
              <span key={key} className="j-inv-package__feature">
                {t(key)}
              </span>
            ))}
          </span>
        )}
      </label>
    </li>
  );
}
