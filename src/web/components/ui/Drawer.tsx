/**
 * Bottom sheet for mobile layouts (configurator.md §2): slides up, at most 75% of the screen
 * tall with its own scrolling, and locks the page's scroll while open. Built on Radix Dialog, so
 * it traps focus, closes on Escape or a tap on the backdrop, and returns focus when it closes.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, type ReactNode, type RefObject } from 'react';
import { CloseIcon } from './CloseIcon.js';
import { returnFocus } from './Modal.js';
import './Drawer.css';

export interface DrawerProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  description?: ReactNode;
  /** Where focus goes on close (see Modal's returnFocusRef). */
  returnFocusRef?: RefObject<HTMLElement | null>;
  className?: string;
  children?: ReactNode;
}

export function Drawer({ open, onOpenChange, title, description, returnFocusRef, className, children }: DrawerProps) {
  // While a sheet is open the page's minibox steps aside (spec §2); CSS reads this flag.
  useEffect(() => {
    if (!open) return;
    document.body.dataset.drawerOpen = '';
    return () => {
      delete document.body.dataset.drawerOpen;
    };
  }, [open]);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="drawer-overlay" />
        <Dialog.Content
          className={['drawer', className].filter(Boolean).join(' ')}
          {...(description === undefined ? { 'aria-describedby': undefined } : {})}
          onCloseAutoFocus={(event) => returnFocus(event, returnFocusRef)}
        >
          {/* Looks like a grab handle so the sheet reads as a sheet; closing is by button, Escape or backdrop. */}
          <div className="drawer__handle" aria-hidden="true" />
          <div className="drawer__header">
            <div className="drawer__heading">
              <Dialog.Title className="drawer__title">{title}</Dialog.Title>
              {description !== undefined && <Dialog.Description className="drawer__description">{description}</Dialog.Description>}
            </div>
            <Dialog.Close className="close-button drawer__close" aria-label="Close">
              <CloseIcon />
            </Dialog.Close>
          </div>
          <div className="drawer__body">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
