// The redirects of every page by last completed step (spec §4), as a visitor lands on them.
import { screen, waitFor } from '@testing-library/react';
import { getRegistration, resetRegistration } from '@join/state';
import { fakeApi, presetRegistration, renderAt } from '../shared/test-utils';

const cases: [string, number, string][] = [
  ['/step2', 0, '/step1'],
  ['/step3', 0, '/step1'],
  ['/step3', 1, '/step2'],
  ['/alacarte', 0, '/step1'],
  ['/alacarte', 1, '/step2'],
  ['/step1', 3, '/step1'],
  ['/step2', 1, '/step2'],
  ['/step2', 3, '/step2'],
  ['/signup', 0, '/signup'],
];

describe('page redirects by last completed step', () => {
  beforeEach(() => fakeApi(() => ({ status: 500, body: {} })));

  it.each(cases)('%s with last completed step %i shows %s', async (path, last, expected) => {
    if (last === 0) resetRegistration();
    else presetRegistration({ lastCompletedStep: last });
    renderAt(path);
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(expected));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByTestId('where').textContent).toBe(expected);
  });

  it('an expired session sends /step3 back to /step1 with the state reset', async () => {
    presetRegistration({ lastCompletedStep: 2, sessionExpiresAt: new Date(Date.now() - 1).toISOString() });
    renderAt('/step3');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/step1'));
    expect(getRegistration().lastCompletedStep).toBe(0);
  });
});
