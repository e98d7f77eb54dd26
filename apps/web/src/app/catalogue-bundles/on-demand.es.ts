// The messages of what the frame and the home page open on demand (the profile's locality prompt, a
// session's catch flags), loaded with their code. Compiled by the build (vite.config.ts).
import profile from '../../features/profile/locales/es';
import tournamentCatches from '../../ui/tournament-catches/locales/es';

export default { ...profile, ...tournamentCatches };
