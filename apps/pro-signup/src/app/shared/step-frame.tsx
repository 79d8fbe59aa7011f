import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from 'react-hook-form';
import { FormErrorSummary, formHasError, PageHeading, StepIndicator } from '@join/ui';
import type { FormStep } from '../flow/pro-wizard';

export interface StepFrameProps {
  step: FormStep;
  /** Highest step the server accepted; drives which dots are offered. */
  passed: number;
  onStepClick: (step: FormStep) => void;
  heading: string;
  lead: string;
  /** The step's form state: its errors fill the error summary and the page title. */
  formState: { errors: FieldErrors<any>; submitCount: number };
  /** An error outside the form (the create-error banner) also marks the title. */
  extraError?: boolean;
  /** Shown above the heading (the create-error banner on the error view). */
  banner?: ReactNode;
  children: ReactNode;
}

/** The card every form step sits in: progress dots, banner, the h1 and the lead line. */
export function StepFrame({
  step,
  passed,
  onStepClick,
  heading,
  lead,
  formState,
  extraError,
  banner,
  children,
}: StepFrameProps) {
  const { t } = useTranslation(['pro', 'common']);
  return (
    <section className="j-card pro-card" aria-labelledby="pro-step-heading">
      <StepIndicator
        current={step}
        lastCompletedStep={passed}
        onStepClick={(target) => onStepClick(target)}
        label={t('pro:steps.label')}
        stepLabel={(n) => t('pro:steps.step', { step: n })}
      />
      {banner}
      <div id="pro-step-heading">
        <PageHeading
          title={`${heading} | ${t('pro:pageTitle')}`}
          hasError={formHasError(formState) || !!extraError}
          errorPrefix={t('common:errorPrefix')}
        >
          {heading}
        </PageHeading>
      </div>
      <p className="j-lead">{lead}</p>
      <FormErrorSummary formState={formState} />
      {children}
    </section>
  );
}
