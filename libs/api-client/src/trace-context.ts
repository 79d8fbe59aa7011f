// The sign-up's trace (docs/deploying.md Traces): every API call carries a W3C `traceparent` whose
// trace id is the page's, so the page server's span, the API's, its statements and the gateway's
// are one trace. The page server names the page's span in <meta name="traceparent">; without it
// (tracing off, a page from elsewhere) the first call makes an id and leaves it there, so every
// copy of this client in the page (the shell's, each remote's) continues the same trace.
// A trace id is random: it says nothing about the visitor.

const VERSION_00 = /^00-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/;

function randomHex(bytes: number): string {
  const values = new Uint8Array(bytes);
  globalThis.crypto.getRandomValues(values);
  return Array.from(values, (b) => b.toString(16).padStart(2, '0')).join('');
}

function pageTrace(): { traceId: string; flags: string } {
  if (typeof document === 'undefined') return { traceId: randomHex(16), flags: '01' };
  let meta = document.querySelector('meta[name="traceparent"]');
  const found = VERSION_00.exec(meta?.getAttribute('content') ?? '');
  if (found) return { traceId: found[1], flags: found[3] };
  const made = { traceId: randomHex(16), flags: '01' };
  meta ??= document.head.appendChild(document.createElement('meta'));
  meta.setAttribute('name', 'traceparent');
  meta.setAttribute('content', `00-${made.traceId}-${randomHex(8)}-${made.flags}`);
  return made;
}

/** A `traceparent` for one call: the page's trace, a span id of the call's own. */
export function traceparent(): string {
  const { traceId, flags } = pageTrace();
  return `00-${traceId}-${randomHex(8)}-${flags}`;
}
