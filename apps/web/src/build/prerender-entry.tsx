// Renders pages of the app to HTML at build time (see vite-plugin-prerender.ts). Never shipped to
// the browser: the build runs it in Node once and writes what it returns into index.html.
import './install-dom-globals';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { routes } from '../app/router';

/** The markup of #root for a guest opening `path`, before any data has arrived; null when the path redirects. */
export async function renderPage(path: string): Promise<string | null> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <AppProviders>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
}
