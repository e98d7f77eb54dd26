import type { Translation } from '../../../i18n/catalogue';
import type en from './en';

export default {
  'rankingUi.entry.catches':
    '{count, plural, one {# captura} other {# capturas}}, {verified, number} verificadas',
  'rankingUi.entry.points': '{points, plural, one {# punto} other {# puntos}}',
  'rankingUi.entry.captains': 'Capitanes: {names}',
  'rankingUi.entry.boats': 'Barcos: {names}',
  'rankingUi.widget.title': 'Mejores barcos del año',
  'rankingUi.widget.loading': 'Cargando los mejores barcos',
  'rankingUi.widget.empty': 'Ningún barco tiene puntos en la clasificación este año todavía.',
  'rankingUi.widget.open': 'Ver la clasificación completa',
  'rankingUi.club.title': 'Clasificación del club este año',
  'rankingUi.club.loading': 'Cargando la clasificación del club',
  'rankingUi.club.category': 'Categoría de la clasificación',
  'rankingUi.club.boats': 'Barcos',
  'rankingUi.club.captains': 'Capitanes',
  'rankingUi.club.mates': 'Marineros',
  'rankingUi.club.anglers': 'Pescadores',
  'rankingUi.club.empty': 'Ningún miembro de este club tiene puntos en esta categoría este año todavía.',
  'rankingUi.verified.catch': 'Verificada',
  'rankingUi.verified.catches': '{count, plural, one {# captura verificada} other {# capturas verificadas}}',
  'rankingUi.verified.why':
    'Juzgada oficialmente: un juez del torneo aprobó esta captura a partir de su vídeo',
} satisfies Translation<typeof en>;
