// The API calls the invite link's first screen (the welcome) makes, loaded when first made.
// The client validates each answer with the shared zod schemas, and a module's imports are all
// evaluated with it: imported statically, zod and the schemas were built while the server's
// welcome page was being hydrated, one long task of about 100 ms at 4x CPU (ARCHITECTURE.md Budgets).
// Loaded here, they arrive in a chunk of their own, after the page is interactive, and zod is
// evaluated in a task of its own before the schemas are built in the next one (together they were
// one task of about 100 ms at 4x CPU again).
import { yieldToMain } from '@join/ui';
import type {
  getInviteContext as GetInviteContext,
  markTermsAgreed as MarkTermsAgreed,
} from '@join/api-client';

let client: Promise<typeof import('./first-screen-client.chunk')> | undefined;
function apiClient() {
  client ??= import('./zod-first')
    .then(() => yieldToMain())
    .then(() => import('./first-screen-client.chunk'));
  // A chunk that failed to arrive is asked for again by the next call.
  client.catch(() => (client = undefined));
  return client;
}

/** GET /api/invites/:userId (spec §7), as @join/api-client's getInviteContext. */
export async function loadInviteContext(
  userId: string,
  inviteToken: string,
): ReturnType<typeof GetInviteContext> {
  const { getInviteContext } = await apiClient();
  return getInviteContext(userId, inviteToken);
}

/** The terms agreed for a visitor who skips payment (spec §2/§4), as markTermsAgreed. */
export async function agreeTerms(userId: string, inviteToken: string): ReturnType<typeof MarkTermsAgreed> {
  const { markTermsAgreed } = await import('./terms-client.chunk');
  return markTermsAgreed(userId, inviteToken);
}
