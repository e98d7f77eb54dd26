// The messages of what the frame and the home page open on demand (the profile's locality prompt, a
// session's catch flags, the notifications modal, the leaderboard widget), loaded with their code.
// Compiled by the build (vite.config.ts).
import notifications from '../../features/notifications/locales/es';
import profile from '../../features/profile/locales/es';
import rankingUi from '../../ui/ranking/locales/es';
import tournamentCatches from '../../ui/tournament-catches/locales/es';
import pwa from '../../ui/pwa/locales/es';

export default { ...notifications, ...profile, ...tournamentCatches, ...rankingUi, ...pwa };
