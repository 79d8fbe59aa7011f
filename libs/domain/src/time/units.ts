// Lengths of time in milliseconds, the unit of Date arithmetic, timers and every window and
// lifetime in the product.
export const SECOND = 1_000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
