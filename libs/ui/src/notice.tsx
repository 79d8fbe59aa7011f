import { useEffect, useRef, type ReactNode } from 'react';

export interface NoticeProps {
  /** 'info' (.j-notice), 'success' (.j-success) or 'error' (.j-error-summary). */
  tone?: 'info' | 'success' | 'error';
  /** 'status' is read when it is calm to; 'alert' at once (a refusal, a duplicate). */
  role?: 'status' | 'alert';
  /** Takes focus when it appears, so keyboard and screen-reader users meet it where it is. */
  focusOnShow?: boolean;
  /** Can take focus from the page (which moves focus to it itself); implied by focusOnShow. */
  focusable?: boolean;
  id?: string;
  /** The id of the notice's own title, which names it. */
  labelledBy?: string;
  /** The flow's own look on top (ps-notice, co-declined). */
  className?: string;
  children: ReactNode;
}

const TONES = { info: 'j-notice', success: 'j-success', error: 'j-error-summary' } as const;

/** A box of news on a screen: what happened, what was kept, what the visitor may do next. */
export function Notice({
  tone = 'info',
  role = 'status',
  focusOnShow = false,
  focusable = false,
  id,
  labelledBy,
  className,
  children,
}: NoticeProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusOnShow) ref.current?.focus();
  }, [focusOnShow]);
  return (
    <div
      ref={ref}
      id={id}
      tabIndex={focusOnShow || focusable ? -1 : undefined}
      className={[TONES[tone], className].filter(Boolean).join(' ')}
      role={role}
      aria-labelledby={labelledBy}
    >
      {children}
    </div>
  );
}
