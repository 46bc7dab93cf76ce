/** Reads the data the server embedded in the page (src/shared/page-data.ts), once. */
import { PAGE_DATA_ELEMENT_ID, type PageData, type PageDataKey } from '../../shared/page-data.js';

let read: PageData | undefined;
/** On the server (entry-server.tsx): the data of the page being rendered, per request. */
let serverPageData: (() => PageData | undefined) | undefined;

/** Called once by the server's render entry: pageData() then reads the page being rendered. */
export function readPageDataFrom(source: () => PageData | undefined): void {
  serverPageData = source;
}

function embedded(): PageData {
  if (serverPageData) return serverPageData() ?? {};
  if (read === undefined) {
    const text = typeof document === 'undefined' ? null : document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
    try {
      const parsed: unknown = text ? JSON.parse(text) : {};
      read = typeof parsed === 'object' && parsed !== null ? (parsed as PageData) : {};
    } catch {
      read = {};
    }
  }
  return read;
}

/** The value the server embedded under `key`, or undefined when the page carries none. */
export const pageData = <T>(key: PageDataKey<T>): T | undefined => embedded()[key] as T | undefined;

const taken = new Set<string>();
/**
 * Like pageData, but in the browser only the first time: for data that is right when the page is
 * served and may be stale by the time the shopper comes back to it in the same tab (a cart). On
 * the server, every time (each render is a page of its own).
 */
export function takePageData<T>(key: PageDataKey<T>): T | undefined {
  if (serverPageData !== undefined) return pageData(key);
  if (taken.has(key)) return undefined;
  taken.add(key);
  return pageData(key);
}

/** When the page (and so its embedded data) was served, as a Date.now() time. */
export const pageServedAt = (): number =>
  // On the server the page is being served now (performance.timeOrigin is the server's start).
  serverPageData !== undefined || typeof performance === 'undefined' ? Date.now() : Math.round(performance.timeOrigin);
