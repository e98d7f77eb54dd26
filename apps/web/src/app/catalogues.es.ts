import api from '../api/locales/es';
import app from './locales/es';
import account from '../features/account/locales/es';
import accountPrompts from '../features/account/locales/prompts.es';
import clubs from '../features/clubs/locales/es';
import fishlogs from '../features/fishlogs/locales/es';
import home from '../features/home/locales/es';
import judging from '../features/judging/locales/es';
import notifications from '../features/notifications/locales/es';
import notificationsBell from '../features/notifications/locales/bell.es';
import payments from '../features/payments/locales/es';
import profile from '../features/profile/locales/es';
import profilePayments from '../features/profile/payments/locales/es';
import ranking from '../features/ranking/locales/es';
import rules from '../features/rules/locales/es';
import staticPages from '../features/static/locales/es';
import tournaments from '../features/tournaments/locales/es';
import tournamentsWizard from '../features/tournaments/wizard/locales/es';
import ui from '../ui/locales/es';
import uiPageParts from '../ui/locales/page-parts.es';
import rankingUi from '../ui/ranking/locales/es';
import tournamentCatches from '../ui/tournament-catches/locales/es';
import pwa from '../ui/pwa/locales/es';

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
