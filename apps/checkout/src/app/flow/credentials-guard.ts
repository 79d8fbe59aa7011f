// spec §2 /credentials: needs a credentials token in navigation state, else the legacy home.
export interface CredentialsNavState {
  credentialsToken: string;
  userId: string;
  email?: string | null;
}

export function readCredentialsState(state: unknown): CredentialsNavState | null {
  if (!state || typeof state !== 'object') return null;
  const s = state as Record<string, unknown>;
  if (typeof s.credentialsToken !== 'string' || s.credentialsToken === '') return null;
  return { credentialsToken: s.credentialsToken, userId: typeof s.userId === 'string' ? s.userId : '', email: typeof s.email === 'string' ? s.email : null };
}

/** spec §9 redirect after credentials: 5000 ms. */
export const CREDENTIALS_REDIRECT_MS = 5000;

/** Where 'You're all set!' leads: the receipt, or the legacy home for an invited co-parent whose subscription was already current. */
export function afterCredentials(invite: boolean, hasPaymentResult: boolean): 'receipt' | 'legacyHome' {
  if (invite && !hasPaymentResult) return 'legacyHome';
  return 'receipt';
}
