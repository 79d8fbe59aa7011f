import { nextStepPath, stepPath } from './progress';
import { PAGES, ROUTES } from './routes';

describe('progress → path (spec §4 Sign-up progress)', () => {
  it('maps a step number to its page, 0 to step 1', () => {
    expect([0, 1, 2, 3, 4].map(stepPath)).toEqual(['/step1', '/step1', '/step2', '/step3', '/step3']);
  });
  it('sends a visitor to the step after the last completed one', () => {
    expect([-1, 0, 1, 2, 3].map(nextStepPath)).toEqual(['/step1', '/step1', '/step2', '/step3', '/step3']);
  });
});

describe('route registry (spec §2 Route table)', () => {
  it('names every path once', () => {
    const paths = Object.values(ROUTES);
    expect(new Set(paths).size).toBe(paths.length);
    expect(ROUTES.invitePayment).toBe('/invite/payment');
    expect(PAGES.invitePayment.remote).toBe('checkout');
  });
});
