import '@mantine/core/styles.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { router } from './app/router';
import { prepareDateFormats } from './ui/format-date';
import { whenIdle } from './ui/when-idle';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A transition lets React render the first tree in slices and yield to the browser between them:
// on a slow phone one long render would block taps on the prerendered page it replaces.
function render() {
  startTransition(() => {
    createRoot(root!).render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
}

// Most pages show dates: their formatters' one-time setup runs while the first page waits for its data.
whenIdle(prepareDateFormats);

// #root may already show the prerendered page (see build/vite-plugin-prerender.ts). React replaces it in its first
// commit, so that commit waits until the route's lazily loaded page is in; otherwise the page would
// blink out while its code loads.
if (router.state.initialized) {
  render();
} else {
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    render();
  });
}
