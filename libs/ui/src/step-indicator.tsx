// spec §2 Common chrome: three dots; a step is clickable only if it is at or before the last
// completed step plus one.
export function isStepClickable(step: number, lastCompletedStep: number) {
  return step <= lastCompletedStep + 1;
}

export interface StepIndicatorProps {
  current: 1 | 2 | 3;
  lastCompletedStep: number;
  onStepClick: (step: 1 | 2 | 3) => void;
  /** Accessible name of the whole indicator and of each step, already translated. */
  label: string;
  stepLabel: (step: number) => string;
}

export function StepIndicator({
  current,
  lastCompletedStep,
  onStepClick,
  label,
  stepLabel,
}: StepIndicatorProps) {
  const steps = [1, 2, 3] as const;
  return (
    <nav className="j-steps" aria-label={label}>
      <ol>
        {steps.map((step) => {
          const clickable = isStepClickable(step, lastCompletedStep) && step !== current;
          const state = step === current ? 'current' : step <= lastCompletedStep ? 'done' : 'todo';
          return (
            <li key={step} className={`j-steps__item j-steps__item--${state}`}>
              {clickable ? (
                <button
                  type="button"
                  className="j-steps__dot"
                  onClick={() => onStepClick(step)}
                  aria-label={stepLabel(step)}
                >
                  <span aria-hidden="true">{step}</span>
                </button>
              ) : (
                <span
                  className="j-steps__dot"
                  aria-current={step === current ? 'step' : undefined}
                  aria-label={stepLabel(step)}
                  role="img"
                >
                  <span aria-hidden="true">{step}</span>
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
