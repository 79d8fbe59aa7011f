// Whether the visitor refuses analytics: the browser says so with Global Privacy Control
// (navigator.globalPrivacyControl) or Do Not Track. Such a visitor's browser sends no field data,
// and the join API stores none from a request that carries the same signal (Sec-GPC, DNT).
export interface PrivacySignals {
  globalPrivacyControl?: boolean;
  doNotTrack?: string | null;
}

export function analyticsRefused(
  nav: PrivacySignals | undefined = typeof navigator !== 'undefined'
    ? (navigator as PrivacySignals)
    : undefined,
): boolean {
  if (!nav) return false;
  return nav.globalPrivacyControl === true || nav.doNotTrack === '1' || nav.doNotTrack === 'yes';
}
