import { lazy, Suspense, useEffect, useState } from 'react';

const UpdatePrompt = lazy(() =>
  import('./update-prompt').then((module) => ({ default: module.UpdatePrompt })),
);

/**
 * The installable app's service worker (issue 40, vite-plugin-pwa), mounted for signed-in visitors
 * by the layout (`offline-support.tsx`; a guest's phone on the home page downloads none of it):
 * registered once the page has loaded; from then on it serves the whole app, and the API reads of
 * the pages opened (ADR 030), offline too. When a new version is published it waits, and the prompt
 * offers to switch to it (the page reloads into it).
 */
export function ServiceWorker() {
  const [update, setUpdate] = useState<(() => void) | null>(null);
  useEffect(() => {
    if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
    let current = true;
    // Offline before the worker ever ran, its code cannot be fetched: the next page load registers it.
    const register = () =>
      void import('./register-service-worker').then(
        ({ registerServiceWorker }) => {
          if (current) registerServiceWorker((apply) => setUpdate(() => apply));
        },
        () => undefined,
      );
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
    return () => {
      current = false;
      window.removeEventListener('load', register);
    };
  }, []);
  if (!update) return null;
  return (
    <Suspense fallback={null}>
      <UpdatePrompt onUpdate={update} />
    </Suspense>
  );
}
