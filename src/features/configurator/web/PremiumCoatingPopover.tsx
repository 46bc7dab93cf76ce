/**
 * The premium-coating choice (configurator.md §3 premium processing), a popover under the
 * premium-processing options. Loaded on demand by AddonSections; anchored to its block (a virtual
 * anchor, so the options are not re-mounted when the code arrives) and toggled by its plain
 * "Change premium coating" button, where focus returns on close.
 */
import * as Popover from '@radix-ui/react-popover';
import type { RefObject } from 'react';

export interface PremiumCoatingPopoverProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  anchorRef: RefObject<HTMLDivElement | null>;
  triggerRef: RefObject<HTMLButtonElement | null>;
  coatings: readonly { id: number; name: string }[];
  coatingId: number | null;
  /** The material takes the first coating only: the others are shown, disabled. */
  forced: boolean;
  onPremiumCoating(coatingId: number): void;
}

export function PremiumCoatingPopover({ open, onOpenChange, anchorRef, triggerRef, coatings, coatingId, forced, onPremiumCoating }: PremiumCoatingPopoverProps) {
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Anchor virtualRef={anchorRef} />
      <Popover.Portal>
        <Popover.Content
          className="premium-popover"
          side="bottom"
          align="start"
          sideOffset={4}
          aria-label="Premium coating"
          // The toggle button is outside the popover: its own click closes it, not a dismiss-then-reopen.
          onInteractOutside={(event) => {
            if (event.target instanceof Node && triggerRef.current?.contains(event.target)) event.preventDefault();
          }}
          onCloseAutoFocus={(event) => {
            if (!triggerRef.current) return;
            event.preventDefault();
            triggerRef.current.focus();
          }}
        >
          <fieldset className="premium-coatings">
            <legend>Premium coating</legend>
            {coatings.map((c, index) => (
              <label key={c.id} className="premium-coating" data-checked={c.id === coatingId || undefined}>
                <input
                  type="radio"
                  name="premium-coating"
                  checked={c.id === coatingId}
                  disabled={forced && index > 0}
                  onChange={() => {
                    onPremiumCoating(c.id);
                    onOpenChange(false);
                  }}
                />
                {c.name}
              </label>
            ))}
            {forced && <p className="option-group-note">This material takes the {coatings[0]?.name.toLowerCase()} only.</p>}
          </fieldset>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
