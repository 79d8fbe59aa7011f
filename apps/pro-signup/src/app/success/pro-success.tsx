// spec §2 Professional sign-up Success: the entered details and the next steps (check the
// email; log in through the link to the professional's cases page), with the greeting by first
// name at the top. The spec's third next step is not shown, so it is left out.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProStep2Values } from '@join/schemas';
import { useUrls } from '@join/state';
import { Button, PageHeading, Spinner, Trans } from '@join/ui';
import { timezoneQuery } from '@join/domain';
import { useLookup, useTimezones } from '../lookups/use-lookup';
import type { StepOneInput } from '../step1/step1-form';

export interface ProSuccessProps {
  firstName: string;
  one: StepOneInput;
  two: ProStep2Values & { addressLine2?: string };
  /** The new account's session: with it the professional can buy activation codes here. */
  auth?: string | null;
}

// spec §1: buying activation codes loads its screen (and the card adapters) only when asked for.
const ActivationCodes = lazy(() =>
  import('../codes/activation-codes').then((m) => ({ default: m.ActivationCodes })),
);

export function ProSuccess({ firstName, one, two, auth }: ProSuccessProps) {
  const { t } = useTranslation('pro');
  const [buying, setBuying] = useState(false);
  const roleOptions = useLookup('professional-roles').options;
  const countries = useLookup('countries').options;
  const timezones = useTimezones(timezoneQuery(two.country, two.region)).options;
  const labelOf = (options: { value: string; label: string }[], value: string) =>
    options.find((o) => o.value === value)?.label ?? value;
  const urls = useUrls();
  const name = [one.title, one.firstName, one.lastName].filter(Boolean).join(' ');
  const phone =
    [one.phoneCountryCode, one.phoneNumber].join(' ') +
    (one.phoneExtension ? ` ${t('success.extension', { extension: one.phoneExtension })}` : '');
  const address = [
    two.addressLine1,
    two.addressLine2,
    two.city,
    [two.region, two.postalCode].filter(Boolean).join(' '),
    labelOf(countries, two.country),
  ]
    .filter(Boolean)
    .join(', ');
  const roles = two.roles.map((role) => labelOf(roleOptions, role)).join(', ');
  const rows: [string, string][] = [
    [t('success.name'), name],
    ...(one.credentials ? [[t('success.credentials'), one.credentials] as [string, string]] : []),
    [t('success.email'), one.email ?? ''],
    [t('success.phone'), phone],
    [t('success.practice'), two.practiceName],
    [t('success.address'), address],
    [t('success.timezone'), labelOf(timezones, two.timezone)],
    [t('success.roles'), roles],
  ];
  return (
    <section className="j-card pro-card" aria-labelledby="pro-success-heading">
      <p className="pro-greeting">{t('success.greeting', { firstName })}</p>
      <div id="pro-success-heading">
        <PageHeading title={`${t('success.heading')} | ${t('pageTitle')}`}>
          {t('success.heading')}
        </PageHeading>
      </div>
      <h2 className="pro-h2">{t('success.nextSteps')}</h2>
      <ol className="pro-next-steps">
        <li>{t('success.checkEmail', { email: one.email })}</li>
        <li>
          {/* <login>, not <link>: Trans reads the text as HTML, where <link> is a void element. */}
          <Trans
            t={t}
            i18nKey="success.logIn"
            components={{ login: <a href={urls?.proCases ?? '/pro/cases'} /> }}
          />
        </li>
      </ol>
      {auth && (
        <div className="pro-codes-entry">
          {buying ? (
            <Suspense fallback={<Spinner label={t('codes.loading')} />}>
              <ActivationCodes auth={auth} country={two.country} email={one.email ?? ''} />
            </Suspense>
          ) : (
            <>
              <h2 className="pro-h2">{t('codes.offerHeading')}</h2>
              <p>{t('codes.offer')}</p>
              <Button variant="secondary" onClick={() => setBuying(true)}>
                {t('codes.start')}
              </Button>
            </>
          )}
        </div>
      )}
      <h2 className="pro-h2">{t('success.details')}</h2>
      <dl className="pro-details">
        {rows.map(([label, value]) => (
          <div key={label} className="pro-details__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
