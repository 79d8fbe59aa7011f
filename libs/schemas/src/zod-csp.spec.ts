/** @jest-environment jsdom */
// Pins zod on every first screen: a remote's entry imported zod only to set this, so the CSP setting
// now reaches zod through its global settings object, which must be the one a loaded zod reads.
import { z } from 'zod';
import { zodForStrictCsp } from './zod-csp';

describe('zodForStrictCsp (CONTRACTS#trust 1)', () => {
  it('turns off the eval probe of a zod copy that is already in the page', () => {
    zodForStrictCsp();
    expect(z.config().jitless).toBe(true);
  });

  it('keeps the other settings and prepares them for a zod copy that loads later', () => {
    const page: { __zod_globalConfig?: Record<string, unknown> } = {
      __zod_globalConfig: { customError: 'kept' },
    };
    zodForStrictCsp(page);
    expect(page.__zod_globalConfig).toEqual({ customError: 'kept', jitless: true });
    const empty: { __zod_globalConfig?: Record<string, unknown> } = {};
    zodForStrictCsp(empty);
    expect(empty.__zod_globalConfig).toEqual({ jitless: true });
  });
});
