import { screen, waitFor, within } from '@testing-library/react';
import { resetRegistration } from '@join/state';
import { callingCodeOptions, countryOptions } from '../flow/phone-countries';
import { fakeApi, registrationReply, renderAt } from './test-utils';

// Which component builds the lists is a lint rule (eslint.config.mjs: only the selects use the
// list hooks); here, that the lists are built and what they show, when.
jest.mock('../flow/phone-countries', () => {
  const actual = jest.requireActual('../flow/phone-countries');
  return {
    ...actual,
    callingCodeOptions: jest.fn(actual.callingCodeOptions),
    countryOptions: jest.fn(actual.countryOptions),
  };
});

describe('the long lists of /step1 and /step2 (spec §3 countryCode, country)', () => {
  beforeEach(() => {
    resetRegistration();
    jest.mocked(callingCodeOptions).mockClear();
    jest.mocked(countryOptions).mockClear();
    fakeApi(() => registrationReply());
  });

  // Both lists wait for the browser's idle time, so they are no part of /step1's hydration.
  it('show the selection first, then every option once the browser is idle', async () => {
    renderAt('/step1');
    const code = await screen.findByLabelText('Country code');
    // First the selection only (and the placeholder), as the server's HTML has it; every option
    // once the browser is idle (jsdom has no idle callback: a timer stands for it).
    expect(
      within(code)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([expect.stringMatching(/^\+1 United States\/Canada/)]);
    expect(
      within(screen.getByLabelText('Country'))
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['', 'US']);
    await waitFor(() =>
      expect(within(screen.getByLabelText('Country')).getAllByRole('option').length).toBeGreaterThan(240),
    );
    expect(within(code).getAllByRole('option').length).toBeGreaterThan(200);
    expect(code).toHaveValue('+1');
    expect(screen.getByLabelText('Country')).toHaveValue('US');
    expect(jest.mocked(callingCodeOptions)).toHaveBeenCalled();
    expect(jest.mocked(countryOptions)).toHaveBeenCalled();
  });
});
