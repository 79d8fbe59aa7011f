import { useEffect, useState } from 'react';

// spec §2 and §9: the alert banner shows for 15 seconds, then slides away; it is 75 px high.
export const ALERT_BANNER_MS = 15_000;
export const ALERT_BANNER_HEIGHT_PX = 75;

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
    const slide = window.setTimeout(() => setLeaving(true), ALERT_BANNER_MS);
    const done = window.setTimeout(onDone, ALERT_BANNER_MS + 400);
    return () => {
      window.clearTimeout(slide);
      window.clearTimeout(done);
    };
  }, [id, onDone]);
  return (
    <div
      className={`j-banner j-banner--${tone}${leaving ? ' j-banner--leaving' : ''}`}
      style={{ minHeight: ALERT_BANNER_HEIGHT_PX }}
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
