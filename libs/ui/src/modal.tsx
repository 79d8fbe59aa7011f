import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { Button } from './button';

/** One answer of a dialog: a button in its row, in the order given. */
export interface DialogAnswer {
  label: ReactNode;
  onClick?: () => void;
  variant?: 'primary' | 'secondary';
  /** The id of a form in the dialog's body this answer submits. */
  form?: string;
  /** This answer has focus when the dialog opens: the safe one, where a slip of Enter loses nothing. */
  focus?: boolean;
}

export interface ModalProps {
  open: boolean;
  title: string;
  children: ReactNode;
  /** Omit for a non-dismissible modal: Escape and the backdrop do nothing. */
  onClose?: () => void;
  answers: readonly DialogAnswer[];
  /** A flow's own layout of the answers (a box around them), e.g. equal widths that wrap. */
  answersClassName?: string;
}

/** A focus-trapping dialog built on the native <dialog> element, named by its title and
 *  described by its body; focus starts on the answer marked `focus` (else the browser's first
 *  focusable element) and, on closing, goes back to where it was before it opened. */
export function Modal({ open, title, children, onClose, answers, answersClassName }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const focusRef = useRef<HTMLButtonElement>(null);
  const before = useRef<Element | null>(null);
  // One page may hold several dialogs (the mismatch modal and the leave dialog): ids are unique.
  const id = useId();
  // Opened and closed before the page's own effects run: a notice that appears as the dialog
  // closes (the speed-bump's outcome) then takes focus after it went back to the opener, not
  // before, when the still-open modal dialog kept the rest of the page out of reach.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      before.current = document.activeElement;
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      focusRef.current?.focus();
    }
    if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      const back = before.current;
      before.current = null;
      if (back instanceof HTMLElement && back.isConnected) back.focus();
    }
  }, [open]);
  const buttons = answers.map((answer, index) => (
    <Button
      key={index}
      ref={answer.focus ? focusRef : undefined}
      variant={answer.variant ?? 'primary'}
      type={answer.form ? 'submit' : 'button'}
      form={answer.form}
      onClick={answer.onClick}
    >
      {answer.label}
    </Button>
  ));
  return (
    <dialog
      ref={ref}
      className="j-modal"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      onCancel={(event) => {
        event.preventDefault();
        onClose?.();
      }}
    >
      <h2 id={`${id}-title`}>{title}</h2>
      <div className="j-modal__body" id={`${id}-body`}>
        {children}
      </div>
      <div className="j-modal__actions">
        {answersClassName ? <div className={answersClassName}>{buttons}</div> : buttons}
      </div>
    </dialog>
  );
}
