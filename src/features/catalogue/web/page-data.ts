/** Reads the data the server embedded in the page (catalogue/page-data.ts), once. */
import { PAGE_DATA_ELEMENT_ID, type PageData } from '../page-data.js';

let read: PageData | undefined;

export function pageData(): PageData {
  if (read === undefined) {
    const text = typeof document === 'undefined' ? null : document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
    try {
      read = text ? (JSON.parse(text) as PageData) : {};
    } catch {
      read = {};
    }
  }
  return read;
}

/** When the page (and so its embedded data) was served, as a Date.now() time. */
export const pageServedAt = (): number => (typeof performance === 'undefined' ? Date.now() : Math.round(performance.timeOrigin));
