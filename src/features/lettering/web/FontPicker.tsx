/**
 * The lettering font choice: a button naming the font in its own face, opening a searchable list
 * of every font, each shown in its own face. A font's file loads when its row scrolls into view,
 * so opening the list does not download 85 fonts at once. The list is a native radio group:
 * arrow keys move through it, Enter or Space picks, Escape closes.
 *
 * On a desktop the list drops down under the button, never taller than the room the window has.
 * On a phone it is a bottom sheet (configurator.md §2) whose search box stays pinned at its top
 * while the fonts scroll under it, above the on-screen keyboard, with the page behind locked.
 */
import * as Popover from '@radix-ui/react-popover';
import { useEffect, useMemo, useRef, useState } from 'react';
import { LazyDrawer } from '../../../web/components/ui/LazyModal.js';
import { useIsMobile } from '../../../web/components/ui/use-is-mobile.js';
import { LETTERING_FONTS, letteringFontById, type LetteringFont } from '../lettering-fonts.js';
import { fontFaceFamily, loadLetteringFont, useLetteringFontLoaded } from './lettering-fonts-web.js';
import './FontPicker.css';

const CATEGORY_NAMES: Record<LetteringFont['category'], string> = {
  'sans-serif': 'Sans serif',
  serif: 'Serif',
  display: 'Display',
  script: 'Script',
  handwriting: 'Handwriting',
  monospace: 'Monospace',
};

export function FontPicker({ fontId, onFont }: { fontId: string; onFont(fontId: string): void }) {
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState('');
  const font = letteringFontById(fontId);
  const loaded = useLetteringFontLoaded(fontId);
  const mobile = useIsMobile();
  const sheetTrigger = useRef<HTMLButtonElement>(null);
  const groups = useMemo(() => {
    const wanted = filter.trim().toLowerCase();
    const fonts = LETTERING_FONTS.filter((f) => wanted === '' || f.family.toLowerCase().includes(wanted));
    return Object.entries(CATEGORY_NAMES)
      .map(([category, name]) => ({ name, fonts: fonts.filter((f) => f.category === category) }))
      .filter((group) => group.fonts.length > 0);
  }, [filter]);

  const shown = (
    <>
      {/* Named by what it shows ("Font: Anton, 85 fonts"), so speech input can say what is seen. */}
      <span className="visually-hidden">Font: </span>
      <span className="font-picker__current" style={loaded ? { fontFamily: `"${fontFaceFamily({ id: fontId })}"` } : undefined}>
        {font?.family ?? 'Choose a font'}
      </span>
      <span className="visually-hidden">, </span>
      <span className="font-picker__count">{LETTERING_FONTS.length} fonts</span>
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
        <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </>
  );
  const choices = (
    <>
      <label className="font-picker__filter">
        <span className="visually-hidden">Find a font</span>
        <input type="search" placeholder="Find a font" value={filter} onChange={(event) => setFilter(event.target.value)} autoComplete="off" />
      </label>
      <div className="font-picker__list" role="radiogroup" aria-label="Fonts">
        {groups.map((group) => (
          <div key={group.name} className="font-picker__group">
            <p className="font-picker__group-name" aria-hidden="true">
              {group.name}
            </p>
            {group.fonts.map((f) => (
              <FontRow
                key={f.id}
                font={f}
                checked={f.id === fontId}
                onPick={() => {
                  onFont(f.id);
                  setOpen(false);
                }}
              />
            ))}
          </div>
        ))}
        {groups.length === 0 && <p className="font-picker__empty">No font matches “{filter}”.</p>}
      </div>
    </>
  );

  return (
    <div className="option-group font-picker">
      <div className="option-group-legend">
        <span id="font-label" aria-hidden="true">
          Font
        </span>
      </div>
      {mobile ? (
        <>
          <button ref={sheetTrigger} type="button" className="font-picker__button" aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
            {shown}
          </button>
          <LazyDrawer open={open} onOpenChange={setOpen} title="Choose a font" className="font-picker__sheet" returnFocusRef={sheetTrigger}>
            {choices}
          </LazyDrawer>
        </>
      ) : (
        <Popover.Root open={open} onOpenChange={setOpen}>
          <Popover.Trigger className="font-picker__button">{shown}</Popover.Trigger>
          <Popover.Portal>
            <Popover.Content className="font-picker__popover" side="bottom" align="start" sideOffset={6} aria-label="Fonts" collisionPadding={12}>
              {choices}
            </Popover.Content>
          </Popover.Portal>
        </Popover.Root>
      )}
    </div>
  );
}

function FontRow({ font, checked, onPick }: { font: LetteringFont; checked: boolean; onPick(): void }) {
  const ref = useRef<HTMLLabelElement>(null);
  const [shown, setShown] = useState(false);
  // The font's file loads once its row is (nearly) in view.
  useEffect(() => {
    const row = ref.current;
    if (!row) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          void loadLetteringFont(font).then((ok) => setShown(ok));
        }
      },
      { rootMargin: '120px' },
    );
    observer.observe(row);
    return () => observer.disconnect();
  }, [font]);
  return (
    <label ref={ref} className="font-picker__row" data-checked={checked || undefined}>
      <input type="radio" name="lettering-font" value={font.id} checked={checked} onChange={onPick} onClick={checked ? onPick : undefined} />
      <span className="font-picker__sample" style={shown ? { fontFamily: `"${fontFaceFamily(font)}"` } : undefined}>
        {font.family}
      </span>
    </label>
  );
}
