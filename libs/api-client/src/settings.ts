// The client's settings, in a module of their own: a remote sets its language while its first
// screen renders, and that must not evaluate the request code's imports (the zod schemas of
// error bodies, and zod itself) before the visitor has done anything (ARCHITECTURE.md Budgets).

export interface ClientSettings {
  /** Prefix for every path; '' in the browser (same origin), a URL in tests or scripts. */
  baseUrl: string;
  fetch: typeof fetch;
  /** Sent as Accept-Language, e.g. 'en' or 'es'; unset, the page's language (`<html lang>`, kept
   *  by the shell) is sent, so every call carries the visitor's language (mail, server texts). */
  locale?: string;
}

/** This bundle's copy of the settings; request() reads them on every call. */
export const settings: ClientSettings = {
  baseUrl: '',
  fetch: (...args) => globalThis.fetch(...args),
};

export function configureApiClient(next: Partial<ClientSettings>): void {
  Object.assign(settings, next);
}
