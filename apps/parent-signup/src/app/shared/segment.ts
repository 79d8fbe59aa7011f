import { getAnonymousId, segmentIdentify } from '@join/analytics';
import type { Segment } from '../flow/registration-payload';

/** spec §3 Registration payload: segmentAnonymousId and segmentIdentify on every call. */
export function segmentFields(): Segment {
  return { segmentAnonymousId: getAnonymousId(), segmentIdentify: { ...segmentIdentify() } };
}
