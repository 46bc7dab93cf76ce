import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App, newQueryClient } from './app/App.js';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
const app = (
  <StrictMode>
    <App queryClient={newQueryClient()} router={(routes) => <BrowserRouter>{routes}</BrowserRouter>} />
  </StrictMode>
);
// A page the server rendered (entry-server.tsx) is hydrated: its HTML stays, and React attaches to
// it. A difference between the two is a bug (the server and the browser rendered different
// things): it is logged as an error, which fails the browser tests. Pages the server did not
// render arrive with an empty root and are rendered here.
//
// Hydrated as a transition: React then hydrates in slices of a few milliseconds and lets the
// browser paint and take input between them, instead of one long task on a phone (issue 24). The
// server's HTML is on screen meanwhile; a part the shopper touches is hydrated first.
if (root.hasChildNodes()) {
  startTransition(() => {
    hydrateRoot(root, app, {
      onRecoverableError: (error) => console.error('Hydration mismatch:', error),
    });
  });
} else {
  createRoot(root).render(app);
}
