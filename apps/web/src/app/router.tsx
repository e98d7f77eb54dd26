import { HOME_PAGE } from '@tightlines/domain';
import { Navigate, useSearchParams, type RouteObject } from 'react-router';
import { AccountPrompts } from '../features/account/components/account-prompts';
import { LogOutPage } from '../features/account/pages/log-out-page';
import { HomePage } from '../features/home/pages/home-page';
import { ProfilePrompts } from '../features/profile/components/profile-prompts';
import { PageTitle } from '../ui/page-title';
import { RequireAccess } from './guards';
import { AppLayout } from './layout/app-layout';

/** A page with its document title ("Page · Tightlines"), so every route names itself in the tab. */
function titled(title: string, Page: React.ComponentType) {
  return function TitledPage() {
    return (
      <>
        <PageTitle title={title} />
        <Page />
      </>
    );
  };
}

/**
 * Loads a page module only when its route is visited, keeping the home route's JavaScript small.
 * `title` is the page's document title; null for a page that names itself (its title depends on data).
 */
function page<T>(load: () => Promise<T>, pick: (module: T) => React.ComponentType, title: string | null) {
  return async () => {
    const Page = pick(await load());
    return { Component: title === null ? Page : titled(title, Page) };
  };
}

/** A lazily loaded page behind RequireAccess: the guard decides once the page's code is there. */
function guarded<T>(
  load: () => Promise<T>,
  pick: (module: T) => React.ComponentType,
  title: string,
  access: Omit<React.ComponentProps<typeof RequireAccess>, 'children'>,
) {
  return async () => {
    const Page = pick(await load());
    return {
      Component: titled(title, () => (
        <RequireAccess {...access}>
          <Page />
        </RequireAccess>
      )),
    };
  };
}

const HomePageTitled = titled(HOME_PAGE.title, HomePage);

/**
 * Home, or a shared tournament's link (`/home?tournament=<encoded id>`, what sharing a tournament
 * answers) sent on to the tournament list's share-link mode (spec §2 Home).
 */
function HomeRoute() {
  const [params] = useSearchParams();
  const tournament = params.get('tournament');
  if (tournament) return <Navigate to={`/tournament?tournament=${encodeURIComponent(tournament)}`} replace />;
  return <HomePageTitled />;
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
      { index: true, Component: HomeRoute },
      { path: 'home', Component: HomeRoute },
      {
        path: 'ranking',
        lazy: page(
          () => import('../features/ranking/pages/ranking-page'),
          (m) => m.RankingPage,
          'Leaderboard',
        ),
      },
      {
        path: 'my_fish_logs',
        lazy: guarded(
          () => import('../features/fishlogs/pages/my-fish-logs-page'),
          (m) => m.MyFishLogsPage,
          'My Fishlogs',
          {},
        ),
      },
      {
        path: 'tournament',
        lazy: page(
          () => import('../features/tournaments/pages/tournaments-page'),
          (m) => m.TournamentsPage,
          'Tournaments',
        ),
      },
      {
        path: 'tournament/:tournamentId',
        lazy: page(
          () => import('../features/tournaments/pages/tournament-detail-page'),
          (m) => m.TournamentDetailPage,
          // The page names itself after the tournament.
          null,
        ),
      },
      {
        path: 'judge',
        lazy: guarded(
          () => import('../features/judging/pages/judge-page'),
          (m) => m.JudgePage,
          'Judge',
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
          'Create a tournament',
          {
            whenRefused: 'invite',
            invitation: 'Sign in to create a tournament',
          },
        ),
      },
      {
        path: 'create_tournament_team',
        lazy: guarded(
          () => import('../features/tournaments/pages/register-team-page'),
          (m) => m.RegisterTeamPage,
          'Register a team',
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
          'My Profile',
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
          'My Clubs',
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
          'Sign in',
        ),
      },
      {
        path: 'register',
        lazy: page(
          () => import('../features/account/pages/sign-in-page'),
          (m) => m.RegisterPage,
          'Register',
        ),
      },
      {
        path: 'idp/interaction/:uid',
        lazy: page(
          () => import('../features/account/pages/hosted-sign-in-page'),
          (m) => m.HostedSignInPage,
          'Sign in',
        ),
      },
      { path: 'log_out', Component: titled('Signing out', LogOutPage) },
      {
        path: 'our_app',
        lazy: page(
          () => import('../features/static/pages/our-app-page'),
          (m) => m.OurAppPage,
          'Our app',
        ),
      },
      {
        path: 'search',
        lazy: page(
          () => import('../features/static/pages/search-page'),
          (m) => m.SearchPage,
          'Search',
        ),
      },
      {
        path: 'legal/terms',
        lazy: page(
          () => import('../features/static/pages/terms-page'),
          (m) => m.TermsPage,
          'Terms of service',
        ),
      },
      {
        path: 'legal/privacy',
        lazy: page(
          () => import('../features/static/pages/privacy-page'),
          (m) => m.PrivacyPage,
          'Privacy policy',
        ),
      },
      {
        path: 'legal/tournament-terms',
        lazy: page(
          () => import('../features/static/pages/tournament-terms-page'),
          (m) => m.TournamentTermsPage,
          'Tournament terms',
        ),
      },
      {
        path: 'rules/:slug',
        lazy: page(
          () => import('../features/rules/pages/rule-set-page'),
          (m) => m.RuleSetPage,
          null,
        ),
      },
      {
        path: 'forbidden',
        lazy: page(
          () => import('../features/static/pages/forbidden-page'),
          (m) => m.ForbiddenPage,
          'Access refused',
        ),
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
