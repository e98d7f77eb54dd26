import type { Translation } from '../../../i18n/catalogue';
import type en from './bell.en';

export default {
  'notifications.bell.title': 'Notificaciones',
  'notifications.bell.label':
    '{count, plural, one {# notificación sin leer} other {# notificaciones sin leer}}',
} satisfies Translation<typeof en>;
