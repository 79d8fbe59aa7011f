// spec §2 /invite/choose-your-own (build your own for the invited co-parent), §3, §9.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { track } from '@join/analytics';
import { formatPrice } from '@join/domain';
import {
  choiceTotal,
  extrasOf,
  initialChoice,
  isFree,
  servicesOf,
  termsOf,
  toggleExtra,
  type BuildYourOwnChoice,
} from '@join/packages';
import { getInvite, updateInvite, useInvite } from '@join/state';
import { ActionRow, CheckboxField, PageHeading } from '@join/ui';
import { packagesGuard, type InviteFacts, type InviteLink } from '../flow/invite-rules';
import { useInviteGuard } from '../shared/use-invite-guard';
import { useInviteNavigate } from '../shared/use-invite-navigate';
import { useInvitePage } from '../shared/screen-analytics';
import { ROUTES } from '@join/routes';

/** Only a build-your-own package chosen on /invite/packages can be put together here. */
function chooseYourOwnGuard(link: InviteLink, step: number, facts: InviteFacts | null) {
  const guard = packagesGuard(link, step, facts);
  if (guard) return guard;
  return getInvite().selectedPackage?.package.buildYourOwn ? null : ROUTES.invitePackages;
}

export function ChooseYourOwnPage() {
  const redirecting = useInviteGuard(chooseYourOwnGuard);
  if (redirecting) return null;
  return <ChooseYourOwnScreen />;
}

function ChooseYourOwnScreen() {
  const { t, i18n } = useTranslation('invite');
  useInvitePage(ROUTES.inviteChooseYourOwn);
  const { go } = useInviteNavigate();
  const selected = useInvite((s) => s.selectedPackage);
  const pkg = selected?.package;
  const options = useMemo(() => pkg?.buildYourOwnOptions ?? [], [pkg]);
  const [choice, setChoice] = useState<BuildYourOwnChoice>(() => initialChoice(options, selected?.services));
  if (!pkg) return null;

  const terms = termsOf(options);
  const extras = extrasOf(options);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const services = servicesOf(choice, options);
    track('Invite Build Your Own Submitted', {
      userId: getInvite().userId,
      packageId: pkg.id,
      services: services.join(','),
    });
    updateInvite({ selectedPackage: { package: pkg, services }, lastCompletedStep: 2 });
    go(ROUTES.invitePayment);
  };

  return (
    <section className="j-card">
      <PageHeading title={t('chooseYourOwn.title')}>{t('chooseYourOwn.title')}</PageHeading>
      <p className="j-lead">{t('chooseYourOwn.lead')}</p>
      <form method="post" noValidate onSubmit={submit}>
        <fieldset className="j-inv-fieldset">
          <legend className="j-inv-legend">{t('chooseYourOwn.term')}</legend>
          {terms.map((o) => (
            <div key={o.code} className="j-check">
              <input
                type="radio"
                id={`term-${o.code}`}
                name="term"
                value={o.code}
                checked={choice.term === o.code}
                onChange={() => setChoice((c) => ({ ...c, term: o.code }))}
              />
              <label htmlFor={`term-${o.code}`}>
                {t(o.code === 'SUB1YEAR' ? 'chooseYourOwn.oneYear' : 'chooseYourOwn.twoYears')}{' '}
                <span className="j-inv-price">{o.priceFormatted}</span>
              </label>
            </div>
          ))}
        </fieldset>
        <fieldset className="j-inv-fieldset">
          <legend className="j-inv-legend">{t('chooseYourOwn.options')}</legend>
          {extras.map((o) => {
            const free = isFree(o);
            return (
              <CheckboxField
                key={o.code}
                name="options"
                value={o.code}
                checked={free || choice.extras.includes(o.code)}
                disabled={free}
                onChange={(e) => setChoice((c) => toggleExtra(c, o, e.target.checked))}
                label={
                  <>
                    {o.displayName}{' '}
                    <span className="j-inv-price">
                      {free ? t('chooseYourOwn.included') : o.priceFormatted}
                    </span>
                    {/* CONTRACTS#a-sign-up-people-finish: say what each feature is, not only its name. */}
                    <span className="j-inv-feature-info">{t(`common:featureInfo.${o.code}`)}</span>
                  </>
                }
              />
            );
          })}
        </fieldset>
        <p className="j-inv-total" aria-live="polite">
          {t('chooseYourOwn.total', {
            total: formatPrice(choiceTotal(choice, options), pkg.currencyCode, i18n.language),
          })}
        </p>
        <ActionRow
          back={{ label: t('back'), onClick: () => go(ROUTES.invitePackages) }}
          next={{ label: t('continue') }}
        />
      </form>
    </section>
  );
}
