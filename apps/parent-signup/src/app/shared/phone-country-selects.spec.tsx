import { screen, waitFor, within } from '@testing-library/react';
import { resetRegistration } from '@join/state';
import { callingCodeOptions, countryOptions } from '../flow/phone-countries';
import { fakeApi, registrationReply, renderAt } from './test-utils';

// Who builds each list: the name of every component on the stack when a list is built.
const builtBy: string[] = [];
jest.mock('../flow/phone-countries', () => {
  const actual = jest.requireActual('../flow/phone-countries');
  const record =
    <A extends unknown[], R>(build: (...args: A) => R) =>
    (...args: A): R => {
      builtBy.push(new Error().stack ?? '');
      return build(...args);
    };
  return { ...actual, callingCodeOptions: jest.fn(record(actual.callingCodeOptions)), countryOptions: jest.fn(record(actual.countryOptions)) };
});

describe('the long lists of /step1 and /step2 (spec §3 countryCode, country)', () => {
  beforeEach(() => {
    resetRegistration();
    builtBy.length = 0;
    fakeApi(() => registrationReply());
  });

  // Pins one long task of /step1's hydration: both lists were built in the page's own render,
  // between whose parts React cannot yield to the browser (issue 14 point 6).
  it('are built by their own selects, not by the page, and show every option', async () => {
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
    await waitFor(() => expect(within(screen.getByLabelText('Country')).getAllByRole('option').length).toBeGreaterThan(240));
    expect(within(code).getAllByRole('option').length).toBeGreaterThan(200);
    expect(code).toHaveValue('+1');
    expect(screen.getByLabelText('Country')).toHaveValue('US');
    expect(jest.mocked(callingCodeOptions)).toHaveBeenCalled();
    expect(jest.mocked(countryOptions)).toHaveBeenCalled();
    for (const stack of builtBy) expect(stack).toMatch(/at (CallingCodeSelect|CountrySelect)\b/);
  });
});
