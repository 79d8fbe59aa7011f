// Finish later, anywhere (docs/security.md Finish-later link): the mailed link lands here with its
// token in the fragment. The token leaves the address bar at once; the registration opens on this
// device at the step it was left, or the page says plainly why the link no longer works.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { getPricingGroup, resumeRegistration } from '@join/api-client';
import { offeredPackages } from '@join/packages';
import type { ResumeResponse } from '@join/schemas';
import { ROUTES } from '@join/routes';
import { resetRegistration, setVisitorCountry, updateRegistration } from '@join/state';
import { PageHeading, Spinner } from '@join/ui';
import { resumedPackage, resumedPath, resumedState, wantsPayment } from '../flow/resumed-state';
import { pricingGroupRequest } from '../shared/use-packages';

type Problem = 'expired' | 'finished' | 'invalid' | 'failed';

/** A link asked on /payment reopens /payment with the package it kept, chosen again from the list
 *  this device is offered (names in this page's language); otherwise the asked step. */
async function pageToOpen(answer: ResumeResponse): Promise<string> {
  const fallback = resumedPath(answer);
  const body = wantsPayment(answer) ? pricingGroupRequest() : null;
  if (!body) return fallback;
  const list = await getPricingGroup(body);
  if (!list.ok) return fallback;
  const selected = resumedPackage(answer, offeredPackages(list.data));
  if (!selected) return fallback;
  updateRegistration({
    pricingGroup: list.data.pricingGroup,
    selectedPackage: selected,
    lastCompletedStep: 3,
  });
  setVisitorCountry(list.data.country);
  return ROUTES.payment;
}

function tokenFromFragment(): string | null {
  if (typeof window === 'undefined') return null;
  return new URLSearchParams(window.location.hash.replace(/^#/, '')).get('token');
}

export function Resume() {
  const { t } = useTranslation('parent');
  const navigate = useNavigate();
  const location = useLocation();
  const [problem, setProblem] = useState<Problem | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = tokenFromFragment();
    // The token is kept for this call only: out of the address bar and its history entry, through
    // the router so that its own location forgets the fragment too.
    if (token)
      navigate({ pathname: location.pathname, search: location.search, hash: '' }, { replace: true });
    if (!token) {
      setProblem('invalid');
      return;
    }
    void resumeRegistration(token).then(async (result) => {
      if (result.ok) {
        resetRegistration();
        updateRegistration(resumedState(result.data));
        navigate(await pageToOpen(result.data), { replace: true });
        return;
      }
      const message = result.message ?? '';
      setProblem(
        message === 'finishLater.expired'
          ? 'expired'
          : message === 'finishLater.finished'
            ? 'finished'
            : message === 'finishLater.invalid'
              ? 'invalid'
              : 'failed',
      );
    });
    // Runs once per page load: the token is read before the address bar loses it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!problem) {
    return (
      <section className="j-card ps-card" aria-busy="true">
        <Spinner label={t('resume.opening')} />
      </section>
    );
  }
  return (
    <section className="j-card ps-card">
      <PageHeading title={t(`resume.${problem}.title`)}>{t(`resume.${problem}.title`)}</PageHeading>
      <p className="j-lead">{t(`resume.${problem}.body`)}</p>
      <p>
        {problem === 'finished' ? (
          <Link to={ROUTES.login}>{t('resume.login')}</Link>
        ) : (
          <Link to={ROUTES.step1}>{t('resume.startAgain')}</Link>
        )}
      </p>
    </section>
  );
}
