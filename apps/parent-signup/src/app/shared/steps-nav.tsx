import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useRegistration } from '@join/state';
import { StepIndicator } from '@join/ui';

// spec §2 Common chrome: three dots; a step is clickable only if it is at or before the last
// completed step plus one (the rule lives in @join/ui isStepClickable).
export function StepsNav({ current }: { current: 1 | 2 | 3 }) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const lastCompletedStep = useRegistration((s) => s.lastCompletedStep);
  return (
    <StepIndicator
      current={current}
      lastCompletedStep={lastCompletedStep}
      onStepClick={(step) => navigate(`/step${step}`)}
      label={t('steps.label')}
      stepLabel={(step) => t('steps.step', { step })}
    />
  );
}
