import { lazy } from 'react';
import { loadCatalogues } from '../../i18n/i18n';

/**
 * The leaderboard widget, loaded with its messages when a page first shows it (home, My Profile, a
 * club's page): no page's first download holds its code. Show it inside a `Suspense`.
 */
export const LazyRankingWidget = lazy(() =>
  Promise.all([import('./ranking-widget'), loadCatalogues(['onDemand'])]).then(([m]) => ({
    default: m.RankingWidget,
  })),
);
