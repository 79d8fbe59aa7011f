// Field data from real visitors: the web-vitals beacon the shell sends to
// POST /api/analytics/vitals when the page goes away. Figures, the route, the remotes' versions
// and a device class only: nothing that names or follows a visitor.
import { z } from 'zod';

export const WEB_VITAL_NAMES = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type WebVitalName = (typeof WEB_VITAL_NAMES)[number];
export const DEVICE_CLASSES = ['mobile', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];
export const WEB_VITALS_ENDPOINT = '/api/analytics/vitals';
/** One page load reports each metric once, and again when a later value replaces it. */
export const MAX_VITALS_PER_BEACON = 12;

/** Milliseconds for the timings (an hour is far past any real one); CLS is a unitless score. */
const webVitalSchema = z
  .strictObject({
    name: z.enum(WEB_VITAL_NAMES),
    value: z.number().finite().min(0).max(3_600_000),
    /** web-vitals' id of this metric in this page load: a later report of it replaces the first. */
    id: z.string().regex(/^[\w.-]{1,80}$/),
    rating: z.enum(['good', 'needs-improvement', 'poor']).optional(),
  })
  .refine((m) => m.name !== 'CLS' || m.value <= 100, { message: 'validation:invalid', path: ['value'] });

const remoteVersionSchema = z.strictObject({
  name: z.string().regex(/^[A-Za-z][\w-]{0,39}$/),
  /** The build's version as its federation manifest states it, or 'unknown'. */
  version: z.string().regex(/^[\w.+-]{1,40}$/),
  /** Where the shell found the remote's manifest (a path, no query): a deploy points it at a build. */
  manifest: z
    .string()
    .max(200)
    .regex(/^(https?:\/\/[\w.:-]+)?\/[\w\-/.@]*$/)
    .optional(),
});

export const webVitalsBeaconSchema = z.strictObject({
  /** The route under the router base the page was loaded on ('/step1'). */
  route: z
    .string()
    .max(60)
    .regex(/^\/[a-z0-9\-/]*$/),
  device: z.enum(DEVICE_CLASSES),
  remotes: z.array(remoteVersionSchema).max(8).default([]),
  metrics: z.array(webVitalSchema).min(1).max(MAX_VITALS_PER_BEACON),
});
export type WebVitalsBeacon = z.input<typeof webVitalsBeaconSchema>;
export type WebVitalsBeaconParsed = z.output<typeof webVitalsBeaconSchema>;
