// The one rule for texts that come from the join API (docs/CONTRACTS.md Errors): they are always
// i18n keys ('validation:paymentDeclined'), never sentences, and the browser turns them into
// words in the visitor's language. A text the resources do not know is a broken contract: the
// visitor reads the generic message in their own language, never a key or a foreign sentence.
import i18next, { type i18n } from 'i18next';

/** What a visitor reads when the API sends a key the resources do not hold. */
export const UNKNOWN_SERVER_TEXT = 'validation:invalid';

const KEY = /^([a-z]+):[A-Za-z0-9_.]+$/;

/** The namespace a server key lives in ('validation' for 'validation:required'), or null. */
export function serverKeyNamespace(text: string): string | null {
  return KEY.exec(text)?.[1] ?? null;
}

/** Loads the namespaces the keys live in, so serverText can translate them (lazy-loaded pages). */
export async function loadServerTextNamespaces(
  keys: readonly string[],
  instance: i18n = i18next,
): Promise<void> {
  if (!instance.isInitialized) return;
  const wanted = [
    ...new Set(
      [UNKNOWN_SERVER_TEXT, ...keys].map(serverKeyNamespace).filter((ns): ns is string => ns !== null),
    ),
  ];
  await instance.loadNamespaces(wanted);
}

/** A server key in the visitor's language (the instance's current one). */
export function serverText(key: string, instance: i18n = i18next): string {
  if (!instance.isInitialized) return key;
  const known = serverKeyNamespace(key) !== null && instance.exists(key);
  return instance.t(known ? key : UNKNOWN_SERVER_TEXT);
}
