import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useWatch } from 'react-hook-form';
import { updateRegistration as updateRegistrationCall } from '@join/api-client';
import { track } from '@join/analytics';
import { coParentStepSchema } from '@join/schemas';
import {
  getFlag,
  getRegistration,
  saveDraft,
  showAlert,
  updateRegistration,
  useRegistration,
  useVisitorCountry,
  type StepTwoValues,
} from '@join/state';
import {
  ActionRow,
  applyServerErrors,
  CheckboxField,
  EmailField,
  FormErrorSummary,
  formHasError,
  PageHeading,
  phoneInput,
  TextField,
  useErrorText,
  useZodForm,
} from '@join/ui';
import { formFieldFor, stepTwoUpdateBody } from '../flow/registration-payload';
import { afterStepTwo, isSessionExpired } from '../flow/step-rules';
import { duplicateCoParentPhone } from '../flow/support-phone';
import { failureAction } from '../shared/handle-failure';
import { segmentFields } from '../shared/segment';
import { FinishLater } from '@join/finish-later';
import { StepsNav } from '../shared/steps-nav';
import { useDraft } from '../shared/use-draft';
import { CallingCodeSelect } from '../shared/phone-country-selects';
import { useExpireSession } from '../shared/use-expire-session';
import { prefetchPackages } from '../shared/use-packages';
import { ChildrenList } from './children-list';
import { DuplicateCoParentNotice, SpeedBumpOutcome } from './co-parent-notices';
import { SpeedBump } from './speed-bump';
import { initialStepTwo, type StepTwoForm } from './step2-form';
import { ROUTES } from '@join/routes';

/** The flag for the newer packages version (spec §2 /step2 Continue). Off unless configured. */
export const NEWER_PACKAGES_FLAG = 'NewerPackages';

// spec §2 /step2 'Invite your co-parent', §5 Co-parent and Children, §8 co-parent duplicate.
export function StepTwo() {
  const { t } = useTranslation('parent');
  const navigate = useNavigate();
  const errorText = useErrorText();
  const visitorCountry = useVisitorCountry();
  const stepOne = useRegistration((s) => s.stepOneValues);
  const speedBump = useRegistration((s) => s.drafts.speedBump ?? null);
  const possibleDuplicate = useRegistration(
    (s) => s.coParentPossibleDuplicate && !s.coParentDuplicateConfirmed && s.lastCompletedStep >= 2,
  );
  const [speedBumpOpen, setSpeedBumpOpen] = useState(false);
  const [serverMessages, setServerMessages] = useState<string[]>([]);
  const schema = useMemo(
    () =>
      coParentStepSchema({
        parentEmail: stepOne?.email ?? '',
        parentPhone: stepOne?.phoneNumber ?? '',
        parentCountryCode: stepOne?.countryCode,
      }),
    [stepOne],
  );
  const [defaults] = useState(() => {
    const state = getRegistration();
    return initialStepTwo(
      state.stepTwoValues,
      state.drafts.step2 as Partial<StepTwoForm> | undefined,
      state.stepOneValues?.countryCode,
    );
  });
  // Validated on submit, then on change (FORM_BEHAVIOUR): leaving an empty child's field to press
  // 'Add a child' flags nothing, so the button stays under the pointer.
  const form = useZodForm(schema, { defaultValues: defaults });
  useDraft(form, 'step2');
  const { register, formState, setValue, getValues, clearErrors, trigger } = form;
  const { errors, isSubmitting, submitCount } = formState;
  const knows = useWatch({ control: form.control, name: 'knowsCoParentEmail' }) !== false;
  const emailField = register('email');
  // The packages of the next step depend on /step1 only: asked for now, Continue shows them at once.
  useEffect(() => prefetchPackages(), []);

  const goOn = (coParentDuplicateConfirmed: boolean) => {
    const to = afterStepTwo({
      coParentDuplicateConfirmed,
      newerPackagesOn: getFlag(NEWER_PACKAGES_FLAG) === 'Treatment',
    });
    navigate(to);
  };

  const expired = useExpireSession();

  const send = form.handleSubmit(async (values) => {
    setServerMessages([]);
    // spec §2 speed-bump: asked once when the co-parent's email is unknown.
    if (!values.knowsCoParentEmail && !getRegistration().drafts.speedBump) {
      setSpeedBumpOpen(true);
      return;
    }
    track('Step 2 Submitted', {
      children: values.children.length,
      coParentEmailKnown: values.knowsCoParentEmail,
    });
    const state = getRegistration();
    if (
      isSessionExpired(state.sessionExpiresAt) ||
      !state.signupId ||
      !state.registrationKey ||
      !state.stepOneValues
    ) {
      track('Step 2 Failed', { reason: 'expired' });
      expired();
      return;
    }
    const two: StepTwoValues = {
      firstName: values.firstName,
      lastName: values.lastName,
      email: values.knowsCoParentEmail ? values.email : undefined,
      countryCode: values.countryCode || state.stepOneValues.countryCode,
      phoneNumber: values.phoneNumber || undefined,
      knowsCoParentEmail: values.knowsCoParentEmail,
      children: values.children.map((c) => ({
        firstName: c.firstName,
        lastName: c.lastName,
        email: c.email || undefined,
      })),
    };
    const body = stepTwoUpdateBody(
      state.stepOneValues,
      two,
      {
        parentDuplicateConfirmed: state.parentDuplicateConfirmed,
        coParentDuplicateConfirmed: state.coParentDuplicateConfirmed,
      },
      segmentFields(),
    );
    const result = await updateRegistrationCall(state.signupId, state.registrationKey, body, {
      referrerKey: state.referrerKey,
    });
    if (result.ok) {
      const flagged = result.data.coParentPossibleDuplicate;
      updateRegistration({
        stepTwoValues: two,
        sessionExpiresAt: result.data.expiresAt,
        lastCompletedStep: 2,
        coParentPossibleDuplicate: flagged,
        // A different co-parent needs a fresh acknowledgement.
        coParentDuplicateConfirmed: flagged ? state.coParentDuplicateConfirmed : false,
        drafts: { ...getRegistration().drafts, step2: undefined },
      });
      track('Step 2 Succeeded', { signupId: state.signupId, coParentPossibleDuplicate: flagged });
      if (flagged && !state.coParentDuplicateConfirmed) return; // the notice shows; the visitor continues from it
      goOn(state.coParentDuplicateConfirmed && flagged);
      return;
    }
    track('Step 2 Failed', { reason: result.kind });
    const action = failureAction(result);
    if (action.kind === 'expired') expired();
    else if (action.kind === 'duplicate') {
      const one = state.stepOneValues;
      navigate(ROUTES.duplicate, {
        state: { firstName: one.firstName, lastName: one.lastName, email: one.email },
      });
    } else if (action.kind === 'fields') {
      setServerMessages(
        applyServerErrors(form, action.errors, (f) => formFieldFor(f, 2)).map(
          (text) => errorText({ type: 'server', message: text }) ?? text,
        ),
      );
    } else showAlert(t('common:genericErrorMessage'));
  });

  const onNoEmailChange = (noEmail: boolean) => {
    setValue('knowsCoParentEmail', !noEmail, { shouldDirty: true });
    saveDraft('speedBump', null);
    if (noEmail) {
      // spec §2: an unknown email is cleared and the phone becomes required.
      setValue('email', '', { shouldDirty: true });
      clearErrors('email');
    }
    // Validated on change only once the form was submitted (FORM_BEHAVIOUR).
    if (submitCount > 0) void trigger('phoneNumber');
  };

  const confirmDuplicate = () => {
    updateRegistration({ coParentDuplicateConfirmed: true });
    track('Co-parent Duplicate Acknowledged');
    goOn(true);
  };

  const hasError = formHasError(formState, serverMessages);
  const phone = duplicateCoParentPhone(stepOne?.country || visitorCountry);
  return (
    <section className="j-card ps-card">
      <StepsNav current={2} />
      <PageHeading title={t('step2.title')} hasError={hasError} errorPrefix={t('common:errorPrefix')}>
        {t('step2.title')}
      </PageHeading>
      <p className="j-lead">{t('step2.lead')}</p>
      <FormErrorSummary formState={formState} messages={serverMessages} />
      <form method="post" noValidate onSubmit={send} aria-busy={isSubmitting || undefined}>
        <fieldset className="ps-section">
          <legend>{t('step2.coParent')}</legend>
          <div className="j-row">
            <TextField
              label={t('step2.firstName')}
              autoComplete="off"
              maxLength={40}
              error={errors.firstName}
              {...register('firstName')}
            />
            <TextField
              label={t('step2.lastName')}
              autoComplete="off"
              maxLength={40}
              error={errors.lastName}
              {...register('lastName')}
            />
          </div>
          <EmailField
            label={knows ? t('step2.email') : t('step2.emailOptional')}
            autoComplete="off"
            form={form}
            error={errors.email}
            {...emailField}
            onChange={(e) => {
              // Typing an email means the visitor knows it after all.
              if (!knows && e.target.value) onNoEmailChange(false);
              return emailField.onChange(e);
            }}
          />
          <CheckboxField
            label={t('step2.noEmail')}
            checked={!knows}
            onChange={(e) => onNoEmailChange(e.target.checked)}
          />
          <div className="ps-phone">
            {/* Named by their countries, as on /step1 (CONTRACTS#a-sign-up-people-finish). */}
            <CallingCodeSelect
              label={t('step2.countryCode')}
              autoComplete="off"
              defaultValue={defaults.countryCode}
              {...register('countryCode')}
            />
            <TextField
              label={knows ? t('step2.phoneNumberOptional') : t('step2.phoneNumber')}
              type="tel"
              inputMode="numeric"
              autoComplete="off"
              error={errors.phoneNumber}
              {...phoneInput(register('phoneNumber'), {
                selected: () => getValues('countryCode') ?? '',
                onPastedCode: (code) => setValue('countryCode', code),
              })}
            />
          </div>
          {speedBump && !speedBumpOpen && (
            <SpeedBumpOutcome
              email={speedBump.status === 'provided' ? speedBump.email : undefined}
              onChange={() => setSpeedBumpOpen(true)}
            />
          )}
        </fieldset>
        <ChildrenList form={form} />
        {possibleDuplicate && <DuplicateCoParentNotice phone={phone} onContinue={confirmDuplicate} />}
        {/* spec §8 Co-parent duplicate: the notice's own Continue replaces the form's. */}
        <ActionRow
          className="ps-actions"
          back={{ label: t('nav.back'), onClick: () => navigate(ROUTES.step1) }}
          next={possibleDuplicate ? undefined : { label: t('nav.continue'), busy: isSubmitting }}
        />
      </form>
      <FinishLater step="step2" />
      <SpeedBump
        open={speedBumpOpen}
        onSubmit={(email) => {
          setSpeedBumpOpen(false);
          setValue('knowsCoParentEmail', true, { shouldDirty: true });
          setValue('email', email, { shouldDirty: true, shouldValidate: true });
          saveDraft('speedBump', { status: 'provided', email });
          track('Speed Bump Email Given');
        }}
        onSkip={() => {
          setSpeedBumpOpen(false);
          saveDraft('speedBump', { status: 'skipped' });
          track('Speed Bump Skipped');
        }}
      />
    </section>
  );
}
