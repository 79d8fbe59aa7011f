import type { ReactNode } from 'react';
import { Button } from './button';

/** The way back (or out), drawn first: a secondary button, or a link-styled one (checkout). */
export interface BackAction {
  label: ReactNode;
  onClick: () => void;
  variant?: 'secondary' | 'link';
}

/**
 * The way forward, drawn last: a link when it has `href` (a page outside the app), a plain
 * button when it has `onClick`, otherwise the submit button of the form around the row.
 */
export interface NextAction {
  label: ReactNode;
  onClick?: () => void;
  href?: string;
  busy?: boolean;
  disabled?: boolean;
  /** Full width (a single action under a welcome or request text). */
  block?: boolean;
  describedBy?: string;
}

export interface ActionRowProps {
  back?: BackAction;
  next?: NextAction;
  /** 'foot' is a screen's row under its form (.j-actions); 'inline' a row inside a notice. */
  layout?: 'foot' | 'inline';
  /** The flow's own look on top (ps-actions, pro-actions, j-actions--end, ps-inline-actions). */
  className?: string;
  /** Anything the row holds between back and next (a hint, a help link, the pay group). */
  children?: ReactNode;
}

/** A screen's Back / Continue row: every flow draws the same buttons in the same order. */
export function ActionRow({ back, next, layout = 'foot', className, children }: ActionRowProps) {
  return (
    <div className={[layout === 'foot' && 'j-actions', className].filter(Boolean).join(' ') || undefined}>
      {back && (
        <Button variant={back.variant ?? 'secondary'} onClick={back.onClick}>
          {back.label}
        </Button>
      )}
      {children}
      {next && <Next {...next} />}
    </div>
  );
}

function Next({ label, onClick, href, busy, disabled, block, describedBy }: NextAction) {
  const blockClass = block ? 'j-btn--block' : undefined;
  if (href !== undefined) {
    return (
      <a className={['j-btn j-btn--primary', blockClass].filter(Boolean).join(' ')} href={href}>
        {label}
      </a>
    );
  }
  return (
    <Button
      type={onClick ? 'button' : 'submit'}
      onClick={onClick}
      busy={busy}
      disabled={disabled}
      className={blockClass}
      aria-describedby={describedBy}
    >
      {label}
    </Button>
  );
}
