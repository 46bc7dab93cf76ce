/**
 * The data a server-rendered page embeds for the web app's first render (written by
 * features/seo/render-head.ts as a non-executable JSON block, read by src/web/lib/page-data.ts),
 * so the page does not wait for a request after its scripts have loaded.
 *
 * Each feature names what it embeds with a typed key in its own `page-data.ts` (the member, the
 * cart count, the featured items…): the server page writes values by those keys and the feature's
 * query reads its own, so no module needs to know every feature's data.
 */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/** A name in the embedded data, carrying the type of its value. */
export type PageDataKey<T> = string & { readonly __pageData?: T };

export const pageDataKey = <T>(name: string): PageDataKey<T> => name as PageDataKey<T>;

/** The embedded data: values by key name. */
export type PageData = Record<string, unknown>;

/** Writes `value` under `key`, type-checked against the key. */
export function putPageData<T>(data: PageData, key: PageDataKey<T>, value: T): void {
  data[key] = value;
}
