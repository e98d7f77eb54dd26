// The messages every page reads first: the app's frame (navigation, footer, the account's prompts,
// the lost connection's message and the few others they name: error-split.ts) and the home page. Compiled by the build (vite.config.ts).
import api from '../../api/locales/es';
import app from '../locales/es';
import accountPrompts from '../../features/account/locales/prompts.es';
import home from '../../features/home/locales/es';
import notificationsBell from '../../features/notifications/locales/bell.es';
import ui from '../../ui/locales/es';
import { firstErrors } from './error-split';

export default { ...app, ...ui, ...firstErrors(api), ...accountPrompts, ...home, ...notificationsBell };
