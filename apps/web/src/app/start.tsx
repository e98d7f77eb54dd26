import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { activateLanguage, currentLanguage, registerCatalogues } from '../i18n/i18n';
import { readStoredLanguage, storeLanguage } from '../i18n/language-cookie';
import { pickLanguage } from '../i18n/languages';
import { prepareDateFormats } from '../ui/format-date';
import { whenIdle } from '../ui/when-idle';
import { App, whenInitialized } from './app';
import { APP_CATALOGUES } from './catalogues';
import { readStoredSession } from './auth/session-store';
import { isReturningFromSignIn } from './auth/sign-in-redirect';
import { routes } from './router';
import { setSignedInHint } from './signed-in-hint';

/**
 * What React could not hydrate and rendered anew. A reader who picks another language while the
 * English page still hydrates (the footer's switch hydrates first) makes the parts not yet hydrated
 * differ from the English markup: rendering them anew in that language is the remedy, not an error.
 */
function reportUnlessTranslated(error: unknown): void {
  if (currentLanguage() === 'en') reportError(error);
}

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
  const language = pickLanguage({ stored: readStoredLanguage(), browser: navigator.languages });
  // Kept, so the server answers the next visit in this language from the start (http/spa.ts).
  storeLanguage(language);
  registerCatalogues(APP_CATALOGUES);
  const catalogues = activateLanguage(language);
  // Most pages show dates: their formatters' one-time setup runs while the first page waits for its data.
  prepareDateFormats(whenIdle);
  // The first render waits for the route's lazily loaded page: the prerendered page stays until then.
  await Promise.all([whenInitialized(router), catalogues]);
  const app = <App router={router} />;
  startTransition(() => {
    // The prerendered markup is English: a page in another language is rendered over it.
    const hydrates = prerendered && language === 'en' && !signedIn;
    if (hydrates && !isReturningFromSignIn(window.location.search))
      hydrateRoot(root, app, { onRecoverableError: reportUnlessTranslated });
    else createRoot(root).render(app);
  });
}
