/**
 * The shop's pages rendered on the server (issue 24), from the same components as in the browser:
 * built by Vite into the web build's `.ssr/` folder (`npm run build:web`), loaded by
 * src/server/web.ts, which puts the HTML into the page's #root, and hydrated by main.tsx.
 *
 * `prerenderToNodeStream` waits for every lazy route and Suspense boundary, so the HTML is the
 * whole first screen. The page's embedded data (the same JSON block the browser reads) is what
 * pageData() returns during the render: each render runs in its own AsyncLocalStorage context, so
 * concurrent requests never see each other's data. Each render has its own query cache.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { PageData } from '../shared/page-data.js';
import { App, newQueryClient } from './app/App.js';
import { readPageDataFrom } from './lib/page-data.js';

const rendering = new AsyncLocalStorage<PageData>();
readPageDataFrom(() => rendering.getStore());

/** The HTML of the app at `url` (path and query), for the page's #root. */
export async function renderApp(url: string, data: PageData, signal?: AbortSignal): Promise<string> {
  return rendering.run(data, async () => {
    const app = (
      <StrictMode>
        <App queryClient={newQueryClient()} router={(routes) => <StaticRouter location={url}>{routes}</StaticRouter>} />
      </StrictMode>
    );
    // An error anywhere fails the whole render (the server then sends the page for the browser to
    // render): React would otherwise leave that part to the browser with an inline script, which
    // the shop's Content-Security-Policy refuses.
    let failure: unknown;
    const { prelude } = await prerenderToNodeStream(app, {
      ...(signal ? { signal } : {}),
      // Every boundary in place: React moves a large one (over 12.8 kB) to the end of the page
      // with an inline script to put it back, which the Content-Security-Policy refuses.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => {
        failure ??= error;
      },
    });
    if (failure !== undefined) throw failure instanceof Error ? failure : new Error(String(failure));
    // Joined before decoding: a character can be split between two chunks.
    const chunks: Buffer[] = [];
    for await (const chunk of prelude as AsyncIterable<Buffer | string>) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk);
    return Buffer.concat(chunks).toString('utf8');
  });
}
