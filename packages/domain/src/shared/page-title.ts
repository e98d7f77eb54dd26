export const SITE_NAME = 'Tightlines';

/**
 * A page's document title, "Page · Tightlines": the same in the browser tab, the prerendered pages
 * and the titles the server writes for link previews.
 */
export function pageTitle(page: string): string {
  return `${page} · ${SITE_NAME}`;
}

/**
 * The home page as the tab and a generic link preview name it. Promises only what exists (issue
 * 18): leaderboards and tournaments are named once they are built.
 */
export const HOME_PAGE = {
  title: 'Fishing sessions on video',
  description:
    'Tightlines: log your fishing sessions with video, share them with your crew and see what the fleet is catching.',
} as const;
