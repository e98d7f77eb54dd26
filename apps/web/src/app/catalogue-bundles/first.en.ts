// The messages every page reads first: the app's frame (navigation, footer, the account's prompts,
// the lost connection's message and the few others they name: error-split.ts) and the home page. Compiled by the build (vite.config.ts).
import api from '../../api/locales/en';
import app from '../locales/en';
import accountPrompts from '../../features/account/locales/prompts.en';
import home from '../../features/home/locales/en';
import notificationsBell from '../../features/notifications/locales/bell.en';
import ui from '../../ui/locales/en';
import { firstErrors } from './error-split';

export default { ...app, ...ui, ...firstErrors(api), ...accountPrompts, ...home, ...notificationsBell };
