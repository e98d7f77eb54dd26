// The messages of every other page (the account pages, judging, fish logs, the wizard, payments, clubs, ranking, the
// static pages), loaded with the first of them. Compiled by the build (vite.config.ts).
import account from '../../features/account/locales/en';
import clubs from '../../features/clubs/locales/en';
import fishlogs from '../../features/fishlogs/locales/en';
import judging from '../../features/judging/locales/en';
import payments from '../../features/payments/locales/en';
import profilePayments from '../../features/profile/payments/locales/en';
import ranking from '../../features/ranking/locales/en';
import staticPages from '../../features/static/locales/en';
import tournamentsWizard from '../../features/tournaments/wizard/locales/en';

export default {
  ...account,
  ...judging,
  ...fishlogs,
  ...tournamentsWizard,
  ...payments,
  ...profilePayments,
  ...clubs,
  ...ranking,
  ...staticPages,
};
