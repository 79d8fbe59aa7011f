// The API sends only i18n keys (docs/CONTRACTS.md Errors): the browser turns them into words.
// A zod issue carries our schemas' keys ('validation:required'); zod's own English messages
// (a type or format the schemas give no message for) become the generic keys.

/** 'validation:paymentDeclined', 'checkout:login.login_error'. */
export const MESSAGE_KEY = /^[a-z]+:[A-Za-z0-9_.]+$/;

export function issueKey(issue: {
  code?: string;
  keyword?: string;
  message?: string;
  input?: unknown;
  params?: unknown;
}): string {
  if (issue.message && MESSAGE_KEY.test(issue.message)) return issue.message;
  const code = issue.code ?? issue.keyword;
  const input = issue.input ?? (issue.params as { input?: unknown } | undefined)?.input;
  if (code === 'invalid_type' && input === undefined) return 'validation:required';
  return 'validation:invalid';
}
