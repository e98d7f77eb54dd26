import { Navigate, type RouteObject } from 'react-router';
import { AccountPrompts } from '../features/account/components/account-prompts';
import { LogOutPage } from '../features/account/pages/log-out-page';
import { HomePage } from '../features/home/pages/home-page';
import { ProfilePrompts } from '../features/profile/components/profile-prompts';
import { RequireAccess } from './guards';
import { AppLayout } from './layout/app-layout';

/** Loads a page module only when its route is visited, keeping the home route's JavaScript small. */
function page<T>(load: () => Promise<T>, pick: (module: T) => React.ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

/** A lazily loaded page behind RequireAccess: the guard decides once the page's code is there. */
function guarded<T>(
  load: () => Promise<T>,
  pick: (module: T) => React.ComponentType,
  access: Omit<React.ComponentProps<typeof RequireAccess>, 'children'>,
) {
  return async () => {
    const Page = pick(await load());
    return {
      Component: () => (
        <RequireAccess {...access}>
          <Page />
        </RequireAccess>
      ),
    };
  };
}

/**
 * The layout plus the prompts that may open over any page: the account's (reset link, login
 * invitation, a sign-in's error) and the profile's (e-mail confirmation link, locality).
 */
function Root() {
  return (
    <>
      <AppLayout />
      <AccountPrompts />
      <ProfilePrompts />
    </>
  );
}

/** Every route of spec §2, with clean paths. Unknown paths show the home screen. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Root />,
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
        lazy: guarded(
          () => import('../features/fishlogs/pages/my-fish-logs-page'),
          (m) => m.MyFishLogsPage,
          {},
        ),
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
      {
        path: 'judge',
        lazy: guarded(
          () => import('../features/judging/pages/judge-page'),
          (m) => m.JudgePage,
          {
            permission: 'JUDGE_TOURNAMENTS',
          },
        ),
      },
      {
        // The judging feed reads the tournament picked on /judge; with none picked it goes back there.
        path: 'judge_tournament',
        element: (
          <RequireAccess permission="JUDGE_TOURNAMENTS">
            <Navigate to="/judge" replace />
          </RequireAccess>
        ),
      },
      {
        path: 'create_tournament/:tournamentUUID?',
        lazy: guarded(
          () => import('../features/tournaments/pages/create-tournament-page'),
          (m) => m.CreateTournamentPage,
          {
            whenRefused: 'invite',
            invitation: 'Sign in to create a tournament',
          },
        ),
      },
      {
        path: 'create_tournament_team',
        lazy: guarded(
          () => import('../features/tournaments/pages/create-tournament-page'),
          (m) => m.CreateTournamentPage,
          {
            whenRefused: 'invite',
            invitation: 'Sign in to register a team',
          },
        ),
      },
      {
        path: 'my_profile',
        lazy: guarded(
          () => import('../features/profile/pages/my-profile-page'),
          (m) => m.MyProfilePage,
          {
            permission: 'USER_PROFILE',
          },
        ),
      },
      {
        path: 'myclubs',
        lazy: guarded(
          () => import('../features/clubs/pages/my-clubs-page'),
          (m) => m.MyClubsPage,
          {
            permission: 'USER_PROFILE',
          },
        ),
      },
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
          () => import('../features/account/pages/sign-in-page'),
          (m) => m.RegisterPage,
        ),
      },
      {
        path: 'idp/interaction/:uid',
        lazy: page(
          () => import('../features/account/pages/hosted-sign-in-page'),
          (m) => m.HostedSignInPage,
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
