import './styles';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { prepareDateFormats } from '../ui/format-date';
import { whenIdle } from '../ui/when-idle';
import { App, whenInitialized } from './app';
import { readStoredSession } from './auth/session-store';
import { isReturningFromSignIn } from './auth/sign-in-redirect';
import { routes } from './router';
import { setSignedInHint } from './signed-in-hint';

/**
 * Starts the app in #root. A prerendered guests' page is hydrated: React keeps its elements and
 * attaches to them, in a transition so the work is sliced and the page stays responsive (taps made
 * while it hydrates are replayed by React). A signed-in visitor served a guests' page anyway (an old
 * hint cookie) gets the app rendered over it instead, as does every page that was not prerendered.
 */
export async function start(root: HTMLElement, prerendered: boolean): Promise<void> {
  const signedIn = readStoredSession() !== null;
  setSignedInHint(signedIn);
  const router = createBrowserRouter(routes);
  // Most pages show dates: their formatters' one-time setup runs while the first page waits for its data.
  whenIdle(prepareDateFormats);
  // The first render waits for the route's lazily loaded page: the prerendered page stays until then.
  await whenInitialized(router);
  const app = <App router={router} />;
  startTransition(() => {
    if (prerendered && !signedIn && !isReturningFromSignIn(window.location.search)) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
}
