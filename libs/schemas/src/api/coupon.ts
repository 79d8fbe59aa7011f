// spec §3 Discount data. Its own module: the invite context carries the coupons, and the invite
// link's first screen should build only the schemas of that answer, not the whole catalogue's.
import { z } from 'zod';

export const couponSchema = z.object({
  couponCode: z.string(),
  description: z.string(),
  /** Percent off the package total (spec §3 Discount data: rounded down). */
  percent: z.number().int(),
});
export type Coupon = z.infer<typeof couponSchema>;
