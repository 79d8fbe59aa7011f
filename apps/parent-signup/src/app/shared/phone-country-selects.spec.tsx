import { screen, within } from '@testing-library/react';
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
    expect(within(code).getByRole('option', { name: /^\+1 United States\/Canada/ })).toBeInTheDocument();
    expect(within(screen.getByLabelText('Country')).getAllByRole('option').length).toBeGreaterThan(240);
    expect(jest.mocked(callingCodeOptions)).toHaveBeenCalled();
    expect(jest.mocked(countryOptions)).toHaveBeenCalled();
    for (const stack of builtBy) expect(stack).toMatch(/at (CallingCodeSelect|CountrySelect)\b/);
  });
});
