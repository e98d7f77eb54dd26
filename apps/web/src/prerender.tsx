// Build-time only: vite-prerender-plugin (vite.config.ts) calls `prerender` in Node for each page it
// prerenders and writes the markup into that page's copy of index.html. Nothing here ships to the
// browser: the build drops this entry's chunks after prerendering.
import { createMemoryRouter } from 'react-router';
import { App, whenInitialized } from './app/app';
import { createQueryClient } from './app/providers';
import { routes } from './app/router';
import { APP_CATALOGUES } from './app/catalogues';
import { activateLanguage, registerCatalogues } from './i18n/i18n';

/** The page of index.html that shows no prerendered markup (every other address, signed-in visitors). */
export const SPA_FALLBACK = '/spa.html';

interface Prerendered {
  html: string;
  head?: { title: string };
}

/**
 * React writes a page's <title> (ui/page-title.tsx) ahead of the markup it renders outside a whole
 * document; it belongs in the head, where the browser reads it and where React finds it again when
 * it hydrates. Every prerendered page names itself: one without a title fails the build.
 */
function pageWithTitle(url: string, markup: string): Prerendered {
  const titles = [...markup.matchAll(/<title>([\s\S]*?)<\/title>/g)];
  if (titles.length !== 1) throw new Error(`${url}: the page renders ${titles.length} titles, not one`);
  const [element, text] = titles[0]!;
  return { html: markup.replace(element, ''), head: { title: decodeEntities(text!) } };
}

/** The plugin escapes the title it writes: it gets it as text. */
const decodeEntities = (html: string) =>
  html
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** The markup of #root for a guest opening `url`, with every lazily loaded part of the page in. */
export async function prerender({ url }: { url: string }): Promise<Prerendered> {
  if (url === SPA_FALLBACK) return { html: '' };
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const queryClient = createQueryClient();
  try {
    // Guests' pages are prerendered in English; the server serves any other language spa.html.
    registerCatalogues(APP_CATALOGUES);
    await activateLanguage('en');
    await whenInitialized(router);
    if (router.state.location.pathname !== url)
      throw new Error(`${url} redirects; only pages can be prerendered`);
    // React's static renderer waits for lazy components, so the page is whole (data still loading). Its
    // edge build: the browser build keeps a MessageChannel open, which would keep the build running.
    // One chunk: React would otherwise move large parts into hidden segments put in place by inline
    // scripts, which the content security policy forbids.
    const { prerender: renderToStaticStream } = await import('react-dom/static.edge');
    const { prelude } = await renderToStaticStream(<App router={router} queryClient={queryClient} />, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    });
    const markup = await new Response(prelude).text();
    if (markup.includes('<script')) throw new Error(`${url}: the prerendered markup has a script`);
    return pageWithTitle(url, markup);
  } finally {
    router.dispose();
    // No query outlives the render (their timers would keep the build running).
    queryClient.clear();
  }
}
