import { useEffect, useRef, type ReactNode } from 'react';

export interface ModalProps {
  open: boolean;
  title: string;
  children: ReactNode;
  /** Omit for a non-dismissible modal: Escape and the backdrop do nothing. */
  onClose?: () => void;
  actions: ReactNode;
}

/** A focus-trapping dialog built on the native <dialog> element. */
export function Modal({ open, title, children, onClose, actions }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);
  return (
    <dialog
      ref={ref}
      className="j-modal"
      aria-labelledby="j-modal-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose?.();
      }}
    >
      <h2 id="j-modal-title">{title}</h2>
      <div className="j-modal__body">{children}</div>
      <div className="j-modal__actions">{actions}</div>
    </dialog>
  );
}
