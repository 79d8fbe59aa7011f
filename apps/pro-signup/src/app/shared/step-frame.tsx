import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading, StepIndicator } from '@join/ui';
import type { FormStep } from '../flow/pro-wizard';

export interface StepFrameProps {
  step: FormStep;
  /** Highest step the server accepted; drives which dots are offered. */
  passed: number;
  onStepClick: (step: FormStep) => void;
  heading: string;
  lead: string;
  hasError: boolean;
  /** Shown above the heading (the create-error banner on the error view). */
  banner?: ReactNode;
  children: ReactNode;
}

/** The card every form step sits in: progress dots, banner, the h1 and the lead line. */
export function StepFrame({ step, passed, onStepClick, heading, lead, hasError, banner, children }: StepFrameProps) {
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
        <PageHeading title={`${heading} | ${t('pro:pageTitle')}`} hasError={hasError} errorPrefix={t('common:errorPrefix')}>
          {heading}
        </PageHeading>
      </div>
      <p className="j-lead">{lead}</p>
      {children}
    </section>
  );
}
