import { useEffect, useId, useRef, type ReactNode } from 'react';

export interface ModalProps {
  open: boolean;
  title: string;
  children: ReactNode;
  /** Omit for a non-dismissible modal: Escape and the backdrop do nothing. */
  onClose?: () => void;
  actions: ReactNode;
}

/** A focus-trapping dialog built on the native <dialog> element, named by its title and
 *  described by its body; on closing, focus goes back to where it was before it opened. */
export function Modal({ open, title, children, onClose, actions }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const before = useRef<Element | null>(null);
  // One page may hold several dialogs (the mismatch modal and the leave dialog): ids are unique.
  const id = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      before.current = document.activeElement;
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      const back = before.current;
      before.current = null;
      if (back instanceof HTMLElement && back.isConnected) back.focus();
    }
  }, [open]);
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
      <div className="j-modal__actions">{actions}</div>
    </dialog>
  );
}
