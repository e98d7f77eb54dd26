// The messages of what the frame and the home page open on demand (the profile's locality prompt, a
// session's catch flags, the notifications modal, the leaderboard widget), loaded with their code.
// Compiled by the build (vite.config.ts).
import notifications from '../../features/notifications/locales/en';
import profile from '../../features/profile/locales/en';
import rankingUi from '../../ui/ranking/locales/en';
import tournamentCatches from '../../ui/tournament-catches/locales/en';
import pwa from '../../ui/pwa/locales/en';

export default { ...notifications, ...profile, ...tournamentCatches, ...rankingUi, ...pwa };
