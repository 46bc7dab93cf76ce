/**
 * In-page section navigation (configurator.md §2): reviews, product info, special processing,
 * services, in the order the page passes. A click scrolls to the section 64 px below the top
 * (this bar is sticky) and marks it current; scrolling by hand updates the mark too.
 */
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { scrollToAnchor } from '../../../web/lib/scroll.js';
import './SectionNav.css';

export interface SectionNavProps {
  sections: { id: string; label: string }[];
  /** Scrolled to on mount when given and not the first section (e.g. special processing). */
  initialSectionId?: string;
}

export const SECTION_OFFSET_PX = 64;
/** A smooth scroll passes other sections; the hand-scroll tracking waits this long after a click. */
const PROGRAMMATIC_SCROLL_MS = 1000;
/** The target section may still be loading on mount: retry for about a second of frames. */
const INITIAL_SCROLL_FRAMES = 60;

export function SectionNav({ sections, initialSectionId }: SectionNavProps) {
  const firstId = sections[0]?.id;
  const [currentId, setCurrentId] = useState(initialSectionId ?? firstId);
  const ignoreScrollUntil = useRef(0);
  const listRef = useRef<HTMLUListElement>(null);
  const sectionIds = sections.map((s) => s.id).join(' ');

  // On mount: jump to the requested section, unless it is the first (we are already there).
  useEffect(() => {
    if (!initialSectionId || initialSectionId === firstId) return;
    let frame = 0;
    let tries = 0;
    const attempt = () => {
      ignoreScrollUntil.current = performance.now() + PROGRAMMATIC_SCROLL_MS;
      // No focus move: the shopper did not ask for this scroll.
      if (scrollToAnchor(initialSectionId, SECTION_OFFSET_PX, { focus: false })) return;
      if (++tries < INITIAL_SCROLL_FRAMES) frame = requestAnimationFrame(attempt);
    };
    attempt();
    return () => cancelAnimationFrame(frame);
  }, [initialSectionId, firstId]);

  // Hand scrolling: the current section is the last one whose top has passed under the bar.
  useEffect(() => {
    const ids = sectionIds.split(' ').filter(Boolean);
    let frame = 0;
    const update = () => {
      if (performance.now() < ignoreScrollUntil.current) return;
      let best: { id: string; top: number } | undefined;
      for (const id of ids) {
        const top = document.getElementById(id)?.getBoundingClientRect().top;
        if (top !== undefined && top <= SECTION_OFFSET_PX + 2 && (!best || top > best.top)) best = { id, top };
      }
      setCurrentId(best?.id ?? ids[0]);
    };
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [sectionIds]);

  // Keep the current tab visible in the scrolling strip on narrow screens (horizontal only).
  useEffect(() => {
    const list = listRef.current;
    const link = list?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!list || !link || list.scrollWidth <= list.clientWidth) return;
    const left = link.offsetLeft - list.offsetLeft;
    if (left < list.scrollLeft || left + link.offsetWidth > list.scrollLeft + list.clientWidth) {
      list.scrollTo({ left: Math.max(0, left - 16), behavior: 'smooth' });
    }
  }, [currentId]);

  if (sections.length === 0) return null;

  const onClick = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    ignoreScrollUntil.current = performance.now() + PROGRAMMATIC_SCROLL_MS;
    if (scrollToAnchor(id, SECTION_OFFSET_PX)) event.preventDefault();
    setCurrentId(id);
  };

  return (
    <nav className="section-nav" aria-label="On this page">
      <ul ref={listRef} className="section-nav__list">
        {sections.map((section) => (
          <li key={section.id} className="section-nav__item">
            <a
              className="section-nav__link"
              href={`#${section.id}`}
              aria-current={section.id === currentId ? 'true' : undefined}
              onClick={(event) => onClick(event, section.id)}
            >
              {section.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
