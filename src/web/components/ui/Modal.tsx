/**
 * The shop's dialog: a Radix Dialog with a visible title, an optional description, a labelled
 * Close button and a scrolling body. Radix gives us the focus trap, Escape to close, scroll lock,
 * `aria-modal`, and focus returning to whatever was focused before it opened.
 */
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode, RefObject } from 'react';
import { CloseIcon } from './CloseIcon.js';
import './Modal.css';

export type ModalSize = 'sm' | 'md' | 'lg';

export interface ModalProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  description?: ReactNode;
  /** Width: sm 420 px (notices), md 600 px (default, info topics), lg 880 px (tables, calendars). */
  size?: ModalSize;
  /** Also close on a click anywhere inside the dialog (one-line notices). */
  closeOnContentClick?: boolean;
  /**
   * Where focus goes on close. Radix already returns it to the element focused before opening,
   * but Safari does not focus a clicked button, so openers pass themselves here.
   */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** What gets focus on open; by default the first focusable element (the Close button). */
  initialFocusRef?: RefObject<HTMLElement | null>;
  className?: string;
  children?: ReactNode;
}

export function Modal({ open, onOpenChange, title, description, size = 'md', closeOnContentClick = false, returnFocusRef, initialFocusRef, className, children }: ModalProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal-overlay" />
        <Dialog.Content
          className={['modal', `modal--${size}`, className].filter(Boolean).join(' ')}
          // Without a description Radix would point aria-describedby at nothing (and warn).
          {...(description === undefined ? { 'aria-describedby': undefined } : {})}
          onClick={closeOnContentClick ? () => onOpenChange(false) : undefined}
          onOpenAutoFocus={(event) => {
            if (initialFocusRef?.current) {
              event.preventDefault();
              initialFocusRef.current.focus();
            }
          }}
          onCloseAutoFocus={(event) => returnFocus(event, returnFocusRef)}
        >
          <div className="modal__header">
            <div className="modal__heading">
              <Dialog.Title className="modal__title">{title}</Dialog.Title>
              {description !== undefined && <Dialog.Description className="modal__description">{description}</Dialog.Description>}
            </div>
            <Dialog.Close className="close-button modal__close" aria-label="Close">
              <CloseIcon />
            </Dialog.Close>
          </div>
          <div className="modal__body">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Sends focus back to the opener, if it is still on the page; otherwise Radix's default. */
export function returnFocus(event: Event, ref: RefObject<HTMLElement | null> | undefined): void {
  const target = ref?.current;
  if (target?.isConnected) {
    event.preventDefault();
    target.focus();
  }
}
