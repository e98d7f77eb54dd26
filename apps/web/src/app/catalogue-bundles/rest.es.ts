// The messages of every other page (the account pages, judging, fish logs, the wizard, payments, clubs, ranking, the
// static pages), loaded with the first of them. Compiled by the build (vite.config.ts).
import account from '../../features/account/locales/es';
import clubs from '../../features/clubs/locales/es';
import fishlogs from '../../features/fishlogs/locales/es';
import judging from '../../features/judging/locales/es';
import payments from '../../features/payments/locales/es';
import profilePayments from '../../features/profile/payments/locales/es';
import ranking from '../../features/ranking/locales/es';
import staticPages from '../../features/static/locales/es';
import tournamentsWizard from '../../features/tournaments/wizard/locales/es';

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
