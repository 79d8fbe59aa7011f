// spec §2 Professional sign-up (/pro): the three steps, submitting, error and success views,
// driven by the §4 wizard reducer. spec §7 create: body is the three steps together; a failure
// moves to ERROR (spec §8: the generic toast plus the banner).
import { Suspense, useEffect, useReducer, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { configureApiClient, type ApiResult } from '@join/api-client';
import { page, setAccountLabel, track } from '@join/analytics';
import { supportPhoneFor } from '@join/domain';
import type { ProStep3Values } from '@join/schemas';
import { clearAlert, setVisitorCountry, showAlert } from '@join/state';
import { lazyScreen, onFirstTouch, PageHeading, Spinner } from '@join/ui';
import { createPayload, fieldMessages, type FieldMessage } from '../flow/pro-payload';
import { backTo, initialWizardState, wizardReducer, type FormStep } from '../flow/pro-wizard';
import { StepOneForm, type StepOneInput } from '../step1/step1-form';
import { EMPTY_STEP_TWO, type StepTwoInput } from '../step2/step2-defaults';
import { clearStoredAuthToken } from './auth-token';
import { CreateErrorBanner } from './create-error-banner';
import { clearProDraft, getProDraft, saveProDraft } from './pro-draft-store';
import { ROUTES } from '@join/routes';

// The later steps and the success view are fetched once the visitor starts on the first step
// (a first pointer, key or focus, when the browser is idle), not with the first screen: their
// schemas, zod and the time zone data would otherwise be evaluated before anything is typed.
const StepTwoForm = lazyScreen(() => import('../step2/step2-form').then((m) => m.StepTwoForm));
const StepThreeForm = lazyScreen(() => import('../step3/step3-form').then((m) => m.StepThreeForm));
const ProSuccess = lazyScreen(() => import('../success/pro-success').then((m) => m.ProSuccess));
const createApi = () => import('./create-api.chunk');
const preloadLaterSteps = () => {
  for (const load of [StepTwoForm.preload, StepThreeForm.preload, ProSuccess.preload, createApi])
    load().catch(() => undefined);
};

interface Entered {
  one: StepOneInput;
  two: StepTwoInput;
  three: Partial<ProStep3Values>;
}

export function ProSignupPage() {
  const { t, i18n } = useTranslation('pro');
  const [state, dispatch] = useReducer(wizardReducer, initialWizardState);
  const [entered, setEntered] = useState<Entered>(() => {
    const draft = getProDraft();
    return { one: draft.one, two: { ...EMPTY_STEP_TWO, ...draft.two }, three: {} };
  });
  const [firstName, setFirstName] = useState('');
  /** Create's refusal of the email, shown on step 1 until that step passes again. */
  const [emailRefusal, setEmailRefusal] = useState<FieldMessage | null>(null);
  /** The session the sign-up answered with, for buying activation codes; kept in memory only. */
  const [auth, setAuth] = useState<string | null>(null);
  const creating = useRef(false);
  const locale = i18n.language?.startsWith('es') ? 'es' : 'en';

  useEffect(() => {
    clearStoredAuthToken();
    setAccountLabel('Professional');
    return onFirstTouch(preloadLaterSteps);
  }, []);

  // This remote's own copy of the client: every call it makes says the visitor's language.
  // Set during render (it is idempotent) so the steps' first lookups already carry it.
  configureApiClient({ locale });

  useEffect(() => {
    page(ROUTES.pro, { step: state.step });
  }, [state.step]);

  useEffect(() => {
    if (state.step !== 'SUBMIT' || creating.current) return;
    creating.current = true;
    track('Pro Account Submitted');
    void createApi()
      .then(({ createProfessional }) =>
        createProfessional(createPayload(entered.one, entered.two, entered.three as ProStep3Values), {
          locale,
        }),
      )
      // A client that could not be fetched is a network failure like any other (spec §8).
      .catch((): ApiResult<never> => ({
        ok: false,
        kind: 'network',
        message: 'the client could not be loaded',
      }))
      .then((result) => {
        creating.current = false;
        if (result.ok) {
          // The toast of an earlier failed attempt no longer applies.
          clearAlert();
          clearProDraft();
          setFirstName(result.data.name.firstName);
          setAuth(result.data.auth);
          track('Pro Account Created', { userId: result.data.userId });
          dispatch({ type: 'CREATE_SUCCEEDED' });
        } else {
          track('Pro Account Failed', { kind: result.kind, status: result.status ?? null });
          // Only create says an email is taken: step 1 shows it on the field, with all typed kept.
          const email =
            result.kind === 'validation'
              ? fieldMessages(result.fieldErrors, ['email']).onFields[0]
              : undefined;
          if (email) {
            setEmailRefusal(email);
            dispatch({ type: 'EMAIL_REFUSED' });
            return;
          }
          showAlert(t('common:genericErrorMessage'));
          dispatch({ type: 'CREATE_FAILED' });
        }
      });
  }, [state.step, entered, locale, t]);

  const save = (draft: Partial<Entered>) => {
    setEntered((e) => ({ ...e, ...draft }));
    const { three: _secret, ...kept } = draft;
    if (Object.keys(kept).length) saveProDraft(kept);
  };
  const stepClick = (target: FormStep, continueStep: () => void) => (clicked: FormStep) => {
    if (clicked < target) {
      // Each step back is a §4 Back move; the reducer refuses anything else.
      for (let moves = backTo(state, clicked).moves; moves > 0; moves -= 1) dispatch({ type: 'BACK' });
    } else if (clicked > target) {
      continueStep();
    }
  };
  const submitCurrentForm = () => document.querySelector<HTMLFormElement>('.pro-card form')?.requestSubmit();

  // A later step whose chunk is still on its way (a very quick visitor) shows a spinner in the card.
  const loading = (
    <section className="j-card pro-card">
      <Spinner label={t('common:loading')} />
    </section>
  );
  const view = (): ReactNode => {
    switch (state.step) {
      case 'ONE':
        return (
          <StepOneForm
            defaults={entered.one}
            emailRefusal={emailRefusal}
            passed={state.passed}
            onStepClick={(step, one) => {
              save({ one });
              stepClick(1, submitCurrentForm)(step);
            }}
            onPassed={(one) => {
              save({ one });
              setEmailRefusal(null);
              dispatch({ type: 'STEP_PASSED', step: 1 });
            }}
          />
        );
      case 'TWO':
        return (
          <StepTwoForm
            defaults={entered.two}
            passed={state.passed}
            onStepClick={(step, two) => {
              save({ two });
              stepClick(2, submitCurrentForm)(step);
            }}
            onBack={(two) => {
              save({ two });
              dispatch({ type: 'BACK' });
            }}
            onPassed={(two) => {
              save({ two });
              setVisitorCountry(two.country);
              dispatch({ type: 'STEP_PASSED', step: 2 });
            }}
          />
        );
      case 'THREE':
      case 'ERROR':
        return (
          <StepThreeForm
            defaults={entered.three}
            passed={state.passed}
            onStepClick={(step, three) => {
              save({ three });
              stepClick(3, submitCurrentForm)(step);
            }}
            onBack={(three) => {
              save({ three });
              dispatch({ type: 'BACK' });
            }}
            banner={
              state.step === 'ERROR' ? (
                <CreateErrorBanner
                  phone={supportPhoneFor(entered.two.country)}
                  onRetry={() => dispatch({ type: 'RETRY' })}
                />
              ) : undefined
            }
            onPassed={(three) => {
              setEntered((e) => ({ ...e, three }));
              dispatch({ type: 'STEP_PASSED', step: 3 });
            }}
          />
        );
      case 'SUBMIT':
        return (
          <section className="j-card pro-card">
            <PageHeading title={`${t('submitting')} | ${t('pageTitle')}`}>{t('submitting')}</PageHeading>
            <Spinner label={t('submitting')} />
          </section>
        );
      case 'SUCCESS':
        return (
          <ProSuccess
            firstName={firstName || entered.one.firstName || ''}
            one={entered.one}
            two={entered.two}
            auth={auth}
          />
        );
    }
  };
  return <Suspense fallback={loading}>{view()}</Suspense>;
}
