// spec §2 /invite/packages, §3 Package, §7 pricing group lookup.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { track } from '@join/analytics';
import { usePackageList } from '@join/packages';
import { getInvite, updateInvite, useInvite } from '@join/state';
import { ActionRow, PageHeading, Spinner } from '@join/ui';
import { packageNext, packagesGuard } from '../flow/invite-rules';
import { useInviteGuard } from '../shared/use-invite-guard';
import { useInviteNavigate } from '../shared/use-invite-navigate';
import { useInvitePage } from '../shared/screen-analytics';
import { LoadFailed } from '../shared/load-failed';
import { PackageOption } from './package-option';
import { preselectedPackageId, pricingCountry } from './package-choice';
import { ROUTES } from '@join/routes';

export function PackagesPage() {
  const redirecting = useInviteGuard(packagesGuard);
  if (redirecting) return null;
  return <PackagesScreen />;
}

function PackagesScreen() {
  const { t, i18n } = useTranslation('invite');
  useInvitePage(ROUTES.invitePackages);
  const { go } = useInviteNavigate();
  const coparentPackageId = useInvite((s) => s.context?.coparentPackageId ?? null);
  const [selected, setSelected] = useState<number | null>(null);
  const [missingChoice, setMissingChoice] = useState(false);
  const load = usePackageList(
    () => {
      const { contactValues, context } = getInvite();
      return {
        country: pricingCountry(contactValues?.country, context?.invitee.country, contactValues?.countryCode),
        countryCode: (contactValues?.countryCode ?? '+1').replace('+', ''),
        phoneNumber: contactValues?.phoneNumber,
      };
    },
    {
      language: i18n.language,
      onReady: (_answer, packages) => {
        const { context, selectedPackage } = getInvite();
        // A list asked again in another language keeps the visitor's pick.
        setSelected(
          (picked) =>
            picked ?? preselectedPackageId(packages, selectedPackage?.package.id, context?.coparentPackageId),
        );
      },
      onError: (kind) => track('Invite Packages Failed', { kind }),
    },
  );

  if (load.status === 'loading') return <Spinner label={t('packages.loading')} />;
  if (load.status === 'error') {
    return (
      <LoadFailed
        title={t('packages.title')}
        body={t('packages.loadFailed')}
        onRetry={load.reload}
        onBack={() => go(ROUTES.inviteStep1)}
      />
    );
  }

  const choose = () => {
    const pkg = load.packages.find((p) => p.id === selected);
    if (!pkg) {
      setMissingChoice(true);
      document.getElementById('inv-packages-error')?.focus();
      return;
    }
    const { userId, selectedPackage } = getInvite();
    track('Invite Package Selected', {
      userId,
      packageId: pkg.id,
      analyticsPackage: pkg.analyticsPackage,
      buildYourOwn: pkg.buildYourOwn,
    });
    const next = packageNext(pkg);
    if (next === ROUTES.invitePayment) {
      // The checkout remote lets /invite/payment open from step 2 on (spec §2).
      updateInvite({ selectedPackage: { package: pkg }, lastCompletedStep: 2 });
    } else {
      // Put together on the next page; payment stays closed until then.
      const keep = selectedPackage?.package.id === pkg.id ? selectedPackage.services : undefined;
      updateInvite({ selectedPackage: { package: pkg, services: keep }, lastCompletedStep: 1 });
    }
    go(next);
  };

  return (
    <section className="j-card j-card--wide">
      <PageHeading title={t('packages.title')} hasError={missingChoice} errorPrefix={t('common:errorPrefix')}>
        {t('packages.title')}
      </PageHeading>
      <p className="j-lead">{t('packages.lead')}</p>
      <fieldset className="j-inv-fieldset">
        <legend className="j-visually-hidden">{t('packages.legend')}</legend>
        {missingChoice && (
          <p id="inv-packages-error" className="j-field__error" role="alert" tabIndex={-1}>
            {t('packages.chooseOne')}
          </p>
        )}
        <ul className="j-inv-packages">
          {load.packages.map((pkg) => (
            <PackageOption
              key={pkg.id}
              pkg={pkg}
              checked={selected === pkg.id}
              recommended={pkg.id === coparentPackageId}
              describedBy={missingChoice ? 'inv-packages-error' : undefined}
              onChange={(id) => {
                setSelected(id);
                setMissingChoice(false);
              }}
            />
          ))}
        </ul>
      </fieldset>
      <ActionRow
        back={{ label: t('back'), onClick: () => go(ROUTES.inviteStep1) }}
        next={{ label: t('continue'), onClick: choose }}
      />
    </section>
  );
}
