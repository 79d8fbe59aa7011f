import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StepIndicator, isStepClickable } from './step-indicator';

describe('StepIndicator (spec §2: clickable only at or before last completed + 1)', () => {
  it.each([
    [1, 0, true],
    [2, 0, false],
    [2, 1, true],
    [3, 1, false],
    [3, 2, true],
    [1, 3, true],
  ])('step %i with last completed %i clickable: %s', (step, last, expected) => {
    expect(isStepClickable(step, last)).toBe(expected);
  });

  it('renders buttons only for reachable steps other than the current one', async () => {
    const onStepClick = jest.fn();
    render(
      <StepIndicator
        current={2}
        lastCompletedStep={1}
        onStepClick={onStepClick}
        label="Progress"
        stepLabel={(s) => `Step ${s}`}
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Progress' })).toBeInTheDocument();
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Step 1' }));
    expect(onStepClick).toHaveBeenCalledWith(1);
    expect(screen.getByRole('img', { name: 'Step 2' })).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('img', { name: 'Step 3' })).not.toHaveAttribute('aria-current');
  });
});
