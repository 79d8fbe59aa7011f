import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';

type Variant = 'primary' | 'secondary' | 'link';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  /** Shows a spinner and blocks clicks while a request is under way. */
  busy?: boolean;
  children: ReactNode;
  /** React 19 passes a ref as a prop: it reaches the <button> (e.g. to focus a dialog's safe answer). */
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant = 'primary',
  busy = false,
  disabled,
  children,
  className,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={['j-btn', `j-btn--${variant}`, className].filter(Boolean).join(' ')}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {busy && <span className="j-spinner j-spinner--inline" aria-hidden="true" />}
      {children}
    </button>
  );
}
