import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { HomePage } from '../features/home/pages/home-page';
import { RequireAccess } from './guards';
import { AppLayout } from './layout/app-layout';
import { LogOutPage } from './auth/log-out-page';

/** Loads a page module only when its route is visited, keeping the home route's JavaScript small. */
function page<T>(load: () => Promise<T>, pick: (module: T) => React.ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

/** Every route of spec §2, with clean paths. Unknown paths show the home screen. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'home', element: <HomePage /> },
      {
        path: 'ranking',
        lazy: page(
          () => import('../features/ranking/pages/ranking-page'),
          (m) => m.RankingPage,
        ),
      },
      {
        path: 'my_fish_logs',
        element: <RequireAccess>{null}</RequireAccess>,
      },
      {
        path: 'tournament',
        lazy: page(
          () => import('../features/tournaments/pages/tournaments-page'),
          (m) => m.TournamentsPage,
        ),
      },
      {
        path: 'tournament/:tournamentId',
        lazy: page(
          () => import('../features/tournaments/pages/tournament-detail-page'),
          (m) => m.TournamentDetailPage,
        ),
      },
      { path: 'judge', element: <RequireAccess permission="JUDGE_TOURNAMENTS">{null}</RequireAccess> },
      {
        path: 'judge_tournament',
        element: <RequireAccess permission="JUDGE_TOURNAMENTS">{null}</RequireAccess>,
      },
      {
        path: 'create_tournament/:tournamentUUID?',
        element: (
          <RequireAccess whenRefused="invite" invitation="Sign in to create a tournament">
            {null}
          </RequireAccess>
        ),
      },
      {
        path: 'create_tournament_team',
        element: (
          <RequireAccess whenRefused="invite" invitation="Sign in to register a team">
            {null}
          </RequireAccess>
        ),
      },
      { path: 'my_profile', element: <RequireAccess permission="USER_PROFILE">{null}</RequireAccess> },
      { path: 'myclubs', element: <RequireAccess permission="USER_PROFILE">{null}</RequireAccess> },
      {
        path: 'sign_in',
        lazy: page(
          () => import('../features/account/pages/sign-in-page'),
          (m) => m.SignInPage,
        ),
      },
      {
        path: 'register',
        lazy: page(
          () => import('../features/account/pages/register-page'),
          (m) => m.RegisterPage,
        ),
      },
      { path: 'log_out', element: <LogOutPage /> },
      {
        path: 'our_app',
        lazy: page(
          () => import('../features/static/pages/our-app-page'),
          (m) => m.OurAppPage,
        ),
      },
      {
        path: 'search',
        lazy: page(
          () => import('../features/static/pages/search-page'),
          (m) => m.SearchPage,
        ),
      },
      {
        path: 'legal/terms',
        lazy: page(
          () => import('../features/static/pages/terms-page'),
          (m) => m.TermsPage,
        ),
      },
      {
        path: 'legal/privacy',
        lazy: page(
          () => import('../features/static/pages/privacy-page'),
          (m) => m.PrivacyPage,
        ),
      },
      {
        path: 'legal/tournament-terms',
        lazy: page(
          () => import('../features/static/pages/tournament-terms-page'),
          (m) => m.TournamentTermsPage,
        ),
      },
      {
        path: 'rules/:slug',
        lazy: page(
          () => import('../features/rules/pages/rule-set-page'),
          (m) => m.RuleSetPage,
        ),
      },
      {
        path: 'forbidden',
        lazy: page(
          () => import('../features/static/pages/forbidden-page'),
          (m) => m.ForbiddenPage,
        ),
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
