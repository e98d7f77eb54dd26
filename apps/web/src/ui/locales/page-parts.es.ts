import type { Translation } from '../../i18n/catalogue';
import type en from './page-parts.en';

export default {
  'ui.comingSoon': 'Próximamente',
  'ui.dates.placeholder': 'Elige el primer y el último día',
  'ui.dates.monthLevelControl': 'Elegir otro mes',
  'ui.dates.yearLevelControl': 'Elegir otro año',
  'ui.dates.nextMonth': 'Mes siguiente',
  'ui.dates.previousMonth': 'Mes anterior',
  'ui.dates.nextYear': 'Año siguiente',
  'ui.dates.previousYear': 'Año anterior',
  'ui.dates.nextDecade': 'Década siguiente',
  'ui.dates.previousDecade': 'Década anterior',
  'ui.map.zoomIn': 'Acercar',
  'ui.map.zoomOut': 'Alejar',
  'ui.map.attribution': 'Tierras y costas: Natural Earth',
  'ui.filters.title': 'Filtros',
  'ui.filters.location': 'Ubicación',
  'ui.filters.anyLocation': 'Cualquier ubicación',
  'ui.filters.global': 'Global',
  'ui.filters.regional': 'Regional',
  'ui.filters.local': 'Local',
  'ui.filters.region': 'Región',
  'ui.filters.species': 'Especie',
  'ui.filters.anySpecies': 'Cualquier especie',
  'ui.filters.reset': 'Quitar filtros',
} satisfies Translation<typeof en>;
