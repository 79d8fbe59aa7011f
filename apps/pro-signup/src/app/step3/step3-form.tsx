// spec §2 Professional sign-up step 3 and §5 Professional step 3: a security question and
// answer, a 4-digit security code with its confirmation, the legal disclaimer with links to the
// terms and privacy policy, and Complete. The error view (spec §2 Error) is this step again
// with the create-error banner above it.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { proStep3Schema, proStep3Shape, type ProStep3Values } from '@join/schemas';
import { useUrls } from '@join/state';
import { ActionRow, SelectField, TextField, useZodForm, Trans } from '@join/ui';
import type { FormStep } from '../flow/pro-wizard';
import { StepFrame } from '../shared/step-frame';
import { useStepValidator } from '../shared/use-step-validator';
import { SECURITY_QUESTIONS } from './security-questions';

const STEP_FIELDS = Object.keys(proStep3Shape);

export const EMPTY_STEP_THREE: ProStep3Values = {
  securityQuestion: '',
  securityAnswer: '',
  securityCode: '',
  securityCodeConfirm: '',
};

export interface StepThreeFormProps {
  defaults: Partial<ProStep3Values>;
  passed: number;
  banner?: ReactNode;
  onPassed: (values: ProStep3Values) => void;
  onBack: (draft: Partial<ProStep3Values>) => void;
  /** The values on screen go along, so nothing typed is lost when moving away. */
  onStepClick: (step: FormStep, draft: Partial<ProStep3Values>) => void;
}

function NewTabLink({ href, children, note }: { href: string; children?: ReactNode; note: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="j-visually-hidden"> {note}</span>
    </a>
  );
}

export function StepThreeForm({
  defaults,
  passed,
  banner,
  onPassed,
  onBack,
  onStepClick,
}: StepThreeFormProps) {
  const { t } = useTranslation('pro');
  const urls = useUrls();
  const form = useZodForm(proStep3Schema, { defaultValues: { ...EMPTY_STEP_THREE, ...defaults } });
  const { register, handleSubmit, getValues, formState } = form;
  const { errors } = formState;
  const { validate, checking } = useStepValidator(3, form, STEP_FIELDS);
  const questions = SECURITY_QUESTIONS.map((id) => ({ value: id, label: t(`questions.${id}`) }));

  const submit = handleSubmit(async () => {
    const values = getValues();
    if (await validate(values)) onPassed(values);
  });

  return (
    <StepFrame
      step={3}
      passed={passed}
      onStepClick={(step) => onStepClick(step, getValues() as Partial<ProStep3Values>)}
      heading={t('step3.heading')}
      lead={t('step3.lead')}
      formState={formState}
      extraError={Boolean(banner)}
      banner={banner}
    >
      <form method="post" noValidate onSubmit={submit}>
        <SelectField
          label={t('step3.securityQuestion')}
          placeholder={t('select')}
          options={questions}
          error={errors.securityQuestion}
          {...register('securityQuestion')}
        />
        <TextField
          label={t('step3.securityAnswer')}
          error={errors.securityAnswer}
          autoComplete="off"
          {...register('securityAnswer')}
        />
        <div className="j-row">
          <TextField
            label={t('step3.securityCode')}
            type="password"
            inputMode="numeric"
            autoComplete="off"
            error={errors.securityCode}
            {...register('securityCode')}
          />
          <TextField
            label={t('step3.securityCodeConfirm')}
            type="password"
            inputMode="numeric"
            autoComplete="off"
            error={errors.securityCodeConfirm}
            {...register('securityCodeConfirm')}
          />
        </div>
        <p className="pro-disclaimer">
          <Trans
            t={t}
            i18nKey="step3.disclaimer"
            components={{
              terms: <NewTabLink href={urls?.terms ?? '/terms'} note={t('step3.newTab')} />,
              privacy: <NewTabLink href={urls?.privacy ?? '/privacy'} note={t('step3.newTab')} />,
            }}
          />
        </p>
        <ActionRow
          className="pro-actions"
          back={{ label: t('actions.back'), onClick: () => onBack(getValues() as Partial<ProStep3Values>) }}
          next={{ label: t('actions.complete'), busy: checking }}
        />
      </form>
    </StepFrame>
  );
}
