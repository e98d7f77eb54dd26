import type { Translation } from '../../../i18n/catalogue';
import type en from './en';

export default {
  'pwa.update.available': 'Hay una nueva versión de Tightlines.',
  'pwa.update.reload': 'Actualizar ahora',
  'pwa.offline.note':
    'Estás sin conexión: ves lo último que se cargó. Las páginas que no abriste en este dispositivo se cargarán cuando vuelva la conexión.',
  'pwa.update.later': 'Más tarde',
} satisfies Translation<typeof en>;
