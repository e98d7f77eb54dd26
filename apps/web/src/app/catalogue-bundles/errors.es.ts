// The spec §8 messages the first bundle does not hold (error-split.ts), loaded with the failure that
// shows one (api/client.ts) and with every page but the tournament list. Compiled by the build
// (vite.config.ts).
import api from '../../api/locales/es';
import { laterErrors } from './error-split';

export default laterErrors(api);
