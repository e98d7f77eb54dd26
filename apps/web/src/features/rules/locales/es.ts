import type { Translation } from '../../../i18n/catalogue';
import type en from './en';

export default {
  'rules.title': 'Reglamento',
  'rules.loading': 'Cargando el reglamento',
  'rules.tournaments': 'Torneos',
  'rules.read': 'Leer el reglamento',
  'rules.readNamed': 'Leer el reglamento: {name}',
} satisfies Translation<typeof en>;
