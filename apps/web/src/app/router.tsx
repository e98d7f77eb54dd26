import { Navigate, useSearchParams, type RouteObject } from 'react-router';
import { AccountPrompts } from '../features/account/components/account-prompts';
import { LogOutPage } from '../features/account/pages/log-out-page';
import { HomePage } from '../features/home/pages/home-page';
import { ProfilePrompts } from '../features/profile/components/profile-prompts';
import { loadCatalogues, type CatalogueBundle } from '../i18n/i18n';
import { EVERY_BUNDLE } from './catalogues';
import { useT, type MessageKey } from '../i18n/use-t';
import { PageTitle } from '../ui/page-title';
import { RequireAccess } from './guards';
import { AppLayout } from './layout/app-layout';
import { RouteError } from './route-error';

/**
 * A page with its document title ("Page · Tightlines") in the language shown, so every route names
 * itself in the tab; `title` is the title's catalogue key (app/locales).
 */
function titled(title: MessageKey, Page: React.ComponentType) {
  return function TitledPage() {
    const t = useT();
    return (
      <>
        <PageTitle title={t(title)} />
        <Page />
      </>
    );
  };
}

/**
 * Loads a page module only when its route is visited, keeping the home route's JavaScript small,
 * with the catalogue bundles it reads (i18n/i18n.ts; every bundle unless named). `title` is the
 * page's document title; null for a page that names itself (its title depends on data).
 */
function page<T>(
  load: () => Promise<T>,
  pick: (module: T) => React.ComponentType,
  title: MessageKey | null,
  catalogues: readonly CatalogueBundle[] = EVERY_BUNDLE,
) {
  return async () => {
    const [module] = await Promise.all([load(), loadCatalogues(catalogues)]);
    const Page = pick(module);
    return { Component: title === null ? Page : titled(title, Page) };
  };
}

/**
 * A lazily loaded page behind RequireAccess, with every catalogue bundle: the guard decides once the
 * page's code is there.
 */
function guarded<T>(
  load: () => Promise<T>,
  pick: (module: T) => React.ComponentType,
  title: MessageKey,
  access: Omit<React.ComponentProps<typeof RequireAccess>, 'children'>,
) {
  return async () => {
    const [module] = await Promise.all([load(), loadCatalogues(EVERY_BUNDLE)]);
    const Page = pick(module);
    return {
      Component: titled(title, () => (
        <RequireAccess {...access}>
          <Page />
        </RequireAccess>
      )),
    };
  };
}

const HomePageTitled = titled('app.title.home', HomePage);

/**
 * Home, or a tournament's link on home (`/home?tournament=<encoded id>`) sent on to the tournament
 * list's share-link mode (spec §2 Home: "redirect to the tournament share page"). Sharing a
 * tournament itself links its page (`sharePath`).
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

/**
 * The pages, behind one error boundary within the layout: a page whose code fails to download, or
 * that fails in any other way, shows RouteError where it would be, the header and navigation still
 * there (the next navigation clears it).
 */
const withinLayout = (pages: RouteObject[]): RouteObject[] => [
  { errorElement: <RouteError />, children: pages },
];

/** Every route of spec §2, with clean paths. Unknown paths show the home screen. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Root />,
    // The layout itself failed: RouteError alone.
    errorElement: <RouteError outsideLayout />,
    children: withinLayout([
      { index: true, Component: HomeRoute },
      { path: 'home', Component: HomeRoute },
      {
        path: 'ranking',
        lazy: page(
          () => import('../features/ranking/pages/ranking-page'),
          (m) => m.RankingPage,
          'app.title.leaderboard',
        ),
      },
      {
        path: 'my_fish_logs',
        lazy: guarded(
          () => import('../features/fishlogs/pages/my-fish-logs-page'),
          (m) => m.MyFishLogsPage,
          'app.title.myFishlogs',
          {},
        ),
      },
      {
        path: 'tournament',
        lazy: page(
          () => import('../features/tournaments/pages/tournaments-page'),
          (m) => m.TournamentsPage,
          'app.title.tournaments',
          // A guest's landing page: its own messages only (catalogue-bundles.test.ts).
          ['tournaments'],
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
        path: 'tournament/:tournamentId/verify',
        lazy: page(
          () => import('../features/tournaments/pages/verify-results-page'),
          (m) => m.VerifyResultsPage,
          // The page names itself (its title is the tournaments feature's).
          null,
        ),
      },
      {
        // Where official results stored before issue 31 printed to verify them (via /api/results/verify).
        path: 'results/verify',
        lazy: page(
          () => import('../features/tournaments/pages/verify-results-page'),
          (m) => m.VerifyResultsPage,
          null,
        ),
      },
      {
        path: 'judge',
        lazy: guarded(
          () => import('../features/judging/pages/judge-page'),
          (m) => m.JudgePage,
          'app.title.judge',
          {
            permission: 'JUDGE_TOURNAMENTS',
          },
        ),
      },
      {
        // The judging feed reads the tournament picked on /judge; with none picked it goes back there.
        path: 'judge_tournament',
        lazy: guarded(
          () => import('../features/judging/pages/judge-tournament-page'),
          (m) => m.JudgeTournamentPage,
          'app.title.judgeTournament',
          {
            permission: 'JUDGE_TOURNAMENTS',
          },
        ),
      },
      {
        path: 'create_tournament/:tournamentUUID?',
        lazy: guarded(
          () => import('../features/tournaments/pages/create-tournament-page'),
          (m) => m.CreateTournamentPage,
          'app.title.createTournament',
          {
            whenRefused: 'invite',
            invitation: 'app.guard.signInToCreateTournament',
          },
        ),
      },
      {
        path: 'create_tournament_team/register_cancelled',
        lazy: guarded(
          () => import('../features/tournaments/pages/register-cancelled-page'),
          (m) => m.RegisterCancelledPage,
          'app.title.registerTeam',
          {
            whenRefused: 'invite',
            invitation: 'app.guard.signInToRegisterTeam',
          },
        ),
      },
      {
        path: 'create_tournament_team',
        lazy: guarded(
          () => import('../features/tournaments/pages/register-team-page'),
          (m) => m.RegisterTeamPage,
          'app.title.registerTeam',
          {
            whenRefused: 'invite',
            invitation: 'app.guard.signInToRegisterTeam',
          },
        ),
      },
      {
        path: 'my_profile',
        lazy: guarded(
          () => import('../features/profile/pages/my-profile-page'),
          (m) => m.MyProfilePage,
          'app.title.myProfile',
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
          'app.title.myClubs',
          {
            permission: 'USER_PROFILE',
          },
        ),
      },
      {
        path: 'club_admin',
        lazy: guarded(
          () => import('../features/clubs/pages/club-admin-page'),
          (m) => m.ClubAdminPage,
          'app.title.clubAdmin',
          {
            permission: 'CLUB_ADMIN',
          },
        ),
      },
      {
        path: 'clubs/:clubId',
        lazy: page(
          () => import('../features/clubs/pages/club-page'),
          (m) => m.ClubPage,
          // The page names itself after the club.
          null,
        ),
      },
      {
        path: 'sign_in',
        lazy: page(
          () => import('../features/account/pages/sign-in-page'),
          (m) => m.SignInPage,
          'app.title.signIn',
        ),
      },
      {
        path: 'register',
        lazy: page(
          () => import('../features/account/pages/sign-in-page'),
          (m) => m.RegisterPage,
          'app.title.register',
        ),
      },
      {
        // The link mailed at registration (issue 32): verifies the address, no sign-in needed.
        path: 'verify_email/:code',
        lazy: page(
          () => import('../features/account/pages/verify-email-page'),
          (m) => m.VerifyEmailPage,
          // The page names itself.
          null,
        ),
      },
      {
        // An e-mail's unsubscribe link opened in a browser (issue 35): asks, then turns off one kind.
        path: 'unsubscribe',
        lazy: page(
          () => import('../features/profile/pages/unsubscribe-page'),
          (m) => m.UnsubscribePage,
          // The page names itself.
          null,
        ),
      },
      {
        path: 'idp/interaction/:uid',
        lazy: page(
          () => import('../features/account/pages/hosted-sign-in-page'),
          (m) => m.HostedSignInPage,
          // Titled by the screen it shows: sign in, register or a forgotten password.
          null,
        ),
      },
      {
        // The local payment driver's hosted checkout: open to guests (the session's id is the key).
        path: 'pay/:sessionId',
        lazy: page(
          () => import('../features/payments/pages/checkout-page'),
          (m) => m.CheckoutPage,
          'app.title.checkout',
        ),
      },
      {
        path: 'payment/return',
        lazy: guarded(
          () => import('../features/payments/pages/payment-return-page'),
          (m) => m.PaymentReturnPage,
          'app.title.payment',
          { whenRefused: 'invite', invitation: 'app.guard.signInToSeePayment' },
        ),
      },
      { path: 'log_out', Component: titled('app.title.signingOut', LogOutPage) },
      {
        path: 'our_app',
        lazy: page(
          () => import('../features/static/pages/our-app-page'),
          (m) => m.OurAppPage,
          'app.title.ourApp',
        ),
      },
      {
        path: 'search',
        lazy: page(
          () => import('../features/static/pages/search-page'),
          (m) => m.SearchPage,
          'app.title.search',
        ),
      },
      {
        path: 'legal/terms',
        lazy: page(
          () => import('../features/static/pages/terms-page'),
          (m) => m.TermsPage,
          'app.title.terms',
        ),
      },
      {
        path: 'legal/privacy',
        lazy: page(
          () => import('../features/static/pages/privacy-page'),
          (m) => m.PrivacyPage,
          'app.title.privacy',
        ),
      },
      {
        path: 'legal/tournament-terms',
        lazy: page(
          () => import('../features/static/pages/tournament-terms-page'),
          (m) => m.TournamentTermsPage,
          'app.title.tournamentTerms',
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
          'app.title.forbidden',
        ),
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ]),
  },
];
