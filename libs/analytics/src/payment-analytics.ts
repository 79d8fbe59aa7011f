// spec §3 Registration response (pay): gaPayloadBase64; §4 Submit: 'On success: analytics are
// sent'. The payload is base64 JSON (a GA4-style purchase); it is decoded, flattened to ids and
// amounts, stripped of anything personal like every event, and handed to the sink.
import { track } from './analytics';

export const ORDER_COMPLETED = 'Order Completed';

function decodeBase64Utf8(value: string): string {
  const binary = atob(value.replace(/\s+/g, ''));
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

const flat = (v: unknown) =>
  v === null || ['string', 'number', 'boolean'].includes(typeof v)
    ? (v as string | number | boolean | null)
    : undefined;

/** Returns whether a payload was sent; a missing or malformed one is skipped, never thrown. */
export function handlePaymentAnalytics(gaPayloadBase64: string | null | undefined): boolean {
  if (!gaPayloadBase64) return false;
  let payload: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(decodeBase64Utf8(gaPayloadBase64));
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return false;
    payload = parsed as Record<string, unknown>;
  } catch {
    console.warn('[join] payment analytics payload is not base64 JSON; skipped');
    return false;
  }
  const properties: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(payload)) {
    if (key === 'items' && Array.isArray(value)) {
      properties['items'] = value.length;
      value.slice(0, 5).forEach((item, i) => {
        if (item && typeof item === 'object')
          for (const [k, v] of Object.entries(item))
            if (flat(v) !== undefined) properties[`item${i}_${k}`] = flat(v);
      });
    } else if (flat(value) !== undefined) {
      properties[key] = flat(value);
    }
  }
  track(ORDER_COMPLETED, properties);
  return true;
}
