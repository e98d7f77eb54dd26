import api from '../api/locales/en';
import app from './locales/en';
import account from '../features/account/locales/en';
import accountPrompts from '../features/account/locales/prompts.en';
import clubs from '../features/clubs/locales/en';
import fishlogs from '../features/fishlogs/locales/en';
import home from '../features/home/locales/en';
import judging from '../features/judging/locales/en';
import notifications from '../features/notifications/locales/en';
import notificationsBell from '../features/notifications/locales/bell.en';
import payments from '../features/payments/locales/en';
import profile from '../features/profile/locales/en';
import profilePayments from '../features/profile/payments/locales/en';
import ranking from '../features/ranking/locales/en';
import rules from '../features/rules/locales/en';
import staticPages from '../features/static/locales/en';
import tournaments from '../features/tournaments/locales/en';
import tournamentsWizard from '../features/tournaments/wizard/locales/en';
import ui from '../ui/locales/en';
import uiPageParts from '../ui/locales/page-parts.en';
import rankingUi from '../ui/ranking/locales/en';
import tournamentCatches from '../ui/tournament-catches/locales/en';
import pwa from '../ui/pwa/locales/en';

/** Every English catalogue, by feature; the source of the keys (catalogues.test.ts checks them). */
export const sources = {
  app,
  ui,
  uiPageParts,
  api,
  account,
  accountPrompts,
  payments,
  profilePayments,
  tournamentsWizard,
  fishlogs,
  static: staticPages,
  clubs,
  judging,
  notifications,
  notificationsBell,
  ranking,
  rules,
  staticPages,
  profile,
  home,
  tournamentCatches,
  pwa,
  rankingUi,
  tournaments,
};

declare module '../i18n/use-t' {
  interface RegisteredCatalogues {
    sources: typeof sources;
  }
}
