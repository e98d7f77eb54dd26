import { pageTitle } from '@tightlines/domain';

/**
 * The document title of the page it is rendered in, "Page · Tightlines". React 19 puts a <title>
 * into the head wherever it is rendered; the prerendered pages carry it too (src/prerender.tsx).
 * Render one per page: the route gives each page its own (app/router.tsx).
 */
export function PageTitle({ title }: { title: string }) {
  return <title>{pageTitle(title)}</title>;
}
