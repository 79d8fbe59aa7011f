// Every journey runs under the product's Content-Security-Policy (CONTRACTS#trust): this
// `test` is Playwright's own with one automatic fixture that listens, in every page of the
// test's browser context (popups included), for `securitypolicyviolation` events and fails the
// test if any fired. Journeys import { test, expect } and Playwright's types from here, never from
// '@playwright/test' (a lint rule in eslint.config.mjs holds every e2e/*.spec.ts to it).
import { test as base, expect } from '@playwright/test';

export interface CspViolation {
  page: string;
  directive: string;
  blocked: string;
  source: string;
}

export const test = base.extend<{ cspViolations: CspViolation[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: CspViolation[] = [];
      await context.exposeBinding(
        '__joinCspViolation',
        (_source, violation: CspViolation) => void violations.push(violation),
      );
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __joinCspViolation?: (v: unknown) => void })
            .__joinCspViolation;
          report?.({
            page: location.pathname,
            directive: event.effectiveDirective,
            blocked: event.blockedURI,
            source: `${event.sourceFile}:${event.lineNumber}`,
          });
        });
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export type {
  APIRequestContext,
  Browser,
  BrowserContext,
  ConsoleMessage,
  Dialog,
  Locator,
  Page,
  Request,
  Route,
} from '@playwright/test';
