// spec §2 /credentials: needs a credentials token in navigation state, else the legacy home.
export interface CredentialsNavState {
  credentialsToken: string;
  userId: string;
  email?: string | null;
  /** Arrived by the link of a mail (a professional's welcome), not from a payment. */
  fromLink?: boolean;
}

/** Spec §2 /credentials: the professional's welcome mail links to /credentials#token=…, the same page and
 *  rules as a parent's. The token rides in the fragment, which no server, log or Referer sees; a
 *  link of an older mail carries it in the query. */
export function readCredentialsLink(search: string, fragment = ''): CredentialsNavState | null {
  const token =
    new URLSearchParams(fragment.replace(/^#/, '')).get('token') || new URLSearchParams(search).get('token');
  return token ? { credentialsToken: token, userId: '', email: null, fromLink: true } : null;
}

export function readCredentialsState(state: unknown): CredentialsNavState | null {
  if (!state || typeof state !== 'object') return null;
  const s = state as Record<string, unknown>;
  if (typeof s.credentialsToken !== 'string' || s.credentialsToken === '') return null;
  return {
    credentialsToken: s.credentialsToken,
    userId: typeof s.userId === 'string' ? s.userId : '',
    email: typeof s.email === 'string' ? s.email : null,
  };
}

/** Where 'You're all set!' leads: the receipt, the legacy home for an invited co-parent whose
 *  subscription was already current, or the login page for someone who came by a mail's link. */
export function afterCredentials(
  invite: boolean,
  hasPaymentResult: boolean,
  fromLink = false,
): 'receipt' | 'legacyHome' | 'login' {
  if (fromLink) return 'login';
  if (invite && !hasPaymentResult) return 'legacyHome';
  return 'receipt';
}
