import type { Translation } from '../../../i18n/catalogue';
import type en from './en';

export default {
  'clubs.title': 'Mis clubes',
  'clubs.building.title': 'Los clubes están en construcción',
  'clubs.building.text':
    'Aquí verás los clubes a los que perteneces, descubrirás clubes que seguir o a los que unirte y pescarás sus torneos exclusivos para socios. Todavía no es posible unirse a ningún club.',
} satisfies Translation<typeof en>;
