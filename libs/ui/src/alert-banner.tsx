import { useEffect, useState } from 'react';

// spec §2 and §9: the alert banner shows for 15 seconds, then slides away; it is 75 px high
// (TIMINGS.alertBannerMs, TIMINGS.alertBannerHeightPx in @join/domain).
import { TIMINGS } from '@join/domain';

export interface AlertBannerProps {
  /** A new id restarts the 15 seconds even when the text is the same. */
  id: number;
  text: string;
  tone?: 'error' | 'info' | 'success';
  onDone: () => void;
  closeLabel: string;
}

export function AlertBanner({ id, text, tone = 'error', onDone, closeLabel }: AlertBannerProps) {
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    setLeaving(false);
    const slide = window.setTimeout(() => setLeaving(true), TIMINGS.alertBannerMs);
    const done = window.setTimeout(onDone, TIMINGS.alertBannerMs + 400);
    return () => {
      window.clearTimeout(slide);
      window.clearTimeout(done);
    };
  }, [id, onDone]);
  return (
    <div
      className={`j-banner j-banner--${tone}${leaving ? ' j-banner--leaving' : ''}`}
      style={{ minHeight: TIMINGS.alertBannerHeightPx }}
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid="alert-banner"
    >
      <p>{text}</p>
      <button type="button" className="j-banner__close" onClick={onDone} aria-label={closeLabel}>
        ×
      </button>
    </div>
  );
}
