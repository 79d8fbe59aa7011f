import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { track } from '@join/analytics';
import { findSelection } from '@join/packages';
import type { Package } from '@join/schemas';
import {
  getRegistration,
  selectPackage,
  setLastCompletedStep,
  updateRegistration,
  useRegistration,
} from '@join/state';
import { ActionRow, Button, PageHeading, Spinner } from '@join/ui';
import { afterPackageChoice, isSessionExpired } from '../flow/step-rules';
import { FinishLater } from '@join/finish-later';
import { StepsNav } from '../shared/steps-nav';
import { useExpireSession } from '../shared/use-expire-session';
import { usePackages } from '../shared/use-packages';
import { PackageCard } from './package-card';
import { MismatchNotice } from './mismatch-notice';
import { ROUTES } from '@join/routes';

// spec §2 /step3 package selection, §4 (choosing a package completes step 3; build-your-own
// goes to /alacarte, which completes it).
export function StepThree() {
  const { t } = useTranslation('parent');
  const navigate = useNavigate();
  const expire = useExpireSession();
  const [params, setParams] = useSearchParams();
  const packages = usePackages();
  const selectedId = useRegistration((s) => s.selectedPackage?.package.id ?? null);
  const bypassDone = useRef(false);

  const choose = (pkg: Package, via: 'card' | 'selection') => {
    if (isSessionExpired(getRegistration().sessionExpiresAt)) {
      expire();
      return;
    }
    const next = afterPackageChoice(pkg.buildYourOwn);
    const previous = getRegistration().selectedPackage;
    selectPackage({
      package: pkg,
      services: pkg.buildYourOwn && previous?.package.id === pkg.id ? previous.services : undefined,
    });
    setLastCompletedStep(next.lastCompletedStep);
    track('Package Selected', { packageId: pkg.id, buildYourOwn: pkg.buildYourOwn, via });
    navigate(next.to, { replace: via === 'selection' });
  };

  // spec §2 /step3 bypass: a pricing-page selection code picks the package by itself; when no
  // package matches, the page loads again without it.
  const code = params.get('selection') ?? getRegistration().selectionCode;
  useEffect(() => {
    if (packages.status !== 'ready' || !code || bypassDone.current) return;
    bypassDone.current = true;
    updateRegistration({ selectionCode: null });
    const match = findSelection(packages.packages, code);
    if (match) {
      choose(match, 'selection');
      return;
    }
    track('Package Selection Not Found');
    if (params.has('selection')) setParams({}, { replace: true });
    packages.reload();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- follows the package list status and the selection code, not every new callback
  }, [packages.status, code]);

  const ready = packages.status === 'ready';
  const currency = ready ? packages.packages[0]?.currencyCode : undefined;
  return (
    <section className="j-card ps-card ps-card--wide">
      <StepsNav current={3} />
      <PageHeading title={t('step3.title')}>{t('step3.title')}</PageHeading>
      {currency && <p className="j-lead">{t('step3.lead', { currency })}</p>}
      <MismatchNotice />
      {packages.status === 'loading' && <Spinner label={t('loading')} />}
      {packages.status === 'error' && (
        <div className="j-error-summary" role="alert">
          <p>{t('step3.loadError')}</p>
          <Button variant="secondary" onClick={packages.reload}>
            {t('step3.retry')}
          </Button>
        </div>
      )}
      {ready && packages.packages.length === 0 && <p className="j-notice">{t('step3.empty')}</p>}
      {ready && packages.packages.length > 0 && (
        <ul className="ps-packages">
          {packages.packages.map((pkg) => (
            <li key={pkg.id}>
              <PackageCard
                pkg={pkg}
                group={packages.group}
                selected={pkg.id === selectedId}
                onChoose={() => choose(pkg, 'card')}
              />
            </li>
          ))}
        </ul>
      )}
      <ActionRow
        className="ps-actions"
        back={{ label: t('nav.back'), onClick: () => navigate(ROUTES.step2) }}
      />
      <FinishLater step="step3" />
    </section>
  );
}
