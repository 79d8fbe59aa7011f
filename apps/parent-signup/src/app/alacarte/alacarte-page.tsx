import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { track } from '@join/analytics';
import { formatPrice, usesNewPackagingWording } from '@join/domain';
import {
  alwaysIncluded,
  choiceTotal,
  initialChoice,
  isFree,
  optionsOf,
  servicesOf,
  termsOf,
  toggleExtra,
  type BuildYourOwnChoice,
} from '@join/packages';
import type { BuildYourOwnOption, Package } from '@join/schemas';
import {
  getRegistration,
  saveDraft,
  selectPackage,
  setLastCompletedStep,
  useRegistration,
} from '@join/state';
import { ActionRow, Button, PageHeading, Spinner } from '@join/ui';
import { isSessionExpired } from '../flow/step-rules';
import { FinishLater } from '@join/finish-later';
import { StepsNav } from '../shared/steps-nav';
import { useExpireSession } from '../shared/use-expire-session';
import { usePackages } from '../shared/use-packages';
import { ROUTES } from '@join/routes';

// spec §2 /alacarte (build your own): term and options, free ones shown as free, a live total;
// §4: arriving here sets the last completed step to 2, submitting sets 3 and goes to /payment.
export function Alacarte() {
  const { t } = useTranslation('parent');
  const selected = useRegistration((s) => s.selectedPackage);
  const hasByo = !!selected?.package.buildYourOwn;
  const packages = usePackages(!hasByo);
  const byo: Package | undefined = hasByo
    ? selected!.package
    : packages.status === 'ready'
      ? packages.packages.find((p) => p.buildYourOwn)
      : undefined;

  useEffect(() => {
    setLastCompletedStep(2);
  }, []);

  return (
    <section className="j-card ps-card">
      {/* Build-your-own is part of step 3 (spec §4). */}
      <StepsNav current={3} />
      <PageHeading title={t('alacarte.title')}>{t('alacarte.title')}</PageHeading>
      <p className="j-lead">{t('alacarte.lead')}</p>
      {byo ? (
        <ByoForm
          pkg={byo}
          saved={hasByo ? selected?.services : undefined}
          group={getRegistration().pricingGroup ?? byo.pricingGroup}
        />
      ) : packages.status === 'error' || (packages.status === 'ready' && !byo) ? (
        <div className="j-error-summary" role="alert">
          <p>{t('step3.loadError')}</p>
          <Button variant="secondary" onClick={packages.reload}>
            {t('step3.retry')}
          </Button>
        </div>
      ) : (
        <Spinner label={t('loading')} />
      )}
      <FinishLater step="alacarte" />
    </section>
  );
}

function ByoForm({ pkg, saved, group }: { pkg: Package; saved?: readonly string[]; group: string }) {
  const { t, i18n } = useTranslation('parent');
  const navigate = useNavigate();
  const expire = useExpireSession();
  const catalogue = pkg.buildYourOwnOptions ?? [];
  const [choice, setChoice] = useState<BuildYourOwnChoice>(() =>
    initialChoice(catalogue, draftCodes(getRegistration().drafts.alacarte) ?? saved),
  );
  const price = (amount: number) => formatPrice(amount, pkg.currencyCode, i18n.language);
  const update = (next: BuildYourOwnChoice) => {
    setChoice(next);
    saveDraft('alacarte', { subscription: next.term, options: next.extras });
  };
  const label = (code: string) =>
    t(`alacarte.${code === 'MYFILES' && usesNewPackagingWording(group) ? 'MYFILES_new' : code}`);
  const priceText = (o: BuildYourOwnOption) => (isFree(o) ? t('alacarte.free') : price(o.price));
  const terms = termsOf(catalogue);
  const options = optionsOf(catalogue);
  const included = alwaysIncluded(catalogue);
  const total = choiceTotal(choice, catalogue);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isSessionExpired(getRegistration().sessionExpiresAt)) {
      expire();
      return;
    }
    const services = servicesOf(choice, catalogue);
    selectPackage({ package: pkg, services });
    setLastCompletedStep(3);
    track('Build Your Own Submitted', { packageId: pkg.id, services: services.join(',') });
    navigate(ROUTES.payment);
  };

  return (
    <form method="post" noValidate onSubmit={submit}>
      <fieldset className="ps-options">
        <legend>{t('alacarte.term')}</legend>
        {terms.map((o) => (
          <label key={o.code} className="ps-option">
            <input
              type="radio"
              name="subscription"
              value={o.code}
              checked={choice.term === o.code}
              onChange={() => update({ ...choice, term: o.code })}
            />
            <span className="ps-option__label">{t(`alacarte.${o.code}`)}</span>
            <span className="ps-option__price">{price(o.price)}</span>
          </label>
        ))}
      </fieldset>
      <fieldset className="ps-options">
        <legend>{t('alacarte.options')}</legend>
        {options.map((o) => (
          <label key={o.code} className="ps-option">
            <input
              type="checkbox"
              name={o.code}
              checked={isFree(o) || choice.extras.includes(o.code)}
              disabled={isFree(o)}
              onChange={(e) => update(toggleExtra(choice, o, e.target.checked))}
            />
            <span className="ps-option__label">
              {label(o.code)}
              {/* CONTRACTS#a-sign-up-people-finish: say what each feature is, not only its name. */}
              <span className="ps-option__info">{t(`common:featureInfo.${o.code}`)}</span>
            </span>
            <span className={['ps-option__price', isFree(o) ? 'ps-option__price--free' : ''].join(' ')}>
              {priceText(o)}
            </span>
          </label>
        ))}
        {included.length > 0 && (
          <p className="j-field__hint">
            {t('alacarte.included', { items: included.map((o) => label(o.code)).join(', ') })}
          </p>
        )}
      </fieldset>
      <p className="ps-total" aria-live="polite">
        <span>{t('alacarte.total')}</span>
        <span>{price(total)}</span>
      </p>
      <ActionRow
        className="ps-actions"
        back={{ label: t('nav.back'), onClick: () => navigate(ROUTES.step3) }}
        next={{ label: t('alacarte.submit') }}
      />
    </form>
  );
}

/** A choice kept as a draft in this tab, as the codes it names (none: no draft). */
function draftCodes(draft: { subscription?: string; options?: string[] } | undefined): string[] | undefined {
  if (!draft?.subscription) return undefined;
  return [draft.subscription, ...(draft.options ?? [])];
}
