import type { Translation } from '../../../i18n/catalogue';
import type en from './en';

export default {
  'pwa.update.available': 'Hay una nueva versión de Tightlines.',
  'pwa.update.reload': 'Actualizar ahora',
  'pwa.update.later': 'Más tarde',
} satisfies Translation<typeof en>;
