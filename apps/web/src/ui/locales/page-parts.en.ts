/**
 * The shared parts of pages other than home: date pickers, filter panels (ui/place-filters-panel.tsx),
 * maps, the coming-soon badge. Loaded with the tournament list and every other page (app/catalogues.ts).
 */
export default {
  'ui.comingSoon': 'Coming soon',
  'ui.dates.placeholder': 'Pick the first and last day',
  'ui.dates.monthLevelControl': 'Choose another month',
  'ui.dates.yearLevelControl': 'Choose another year',
  'ui.dates.nextMonth': 'Next month',
  'ui.dates.previousMonth': 'Previous month',
  'ui.dates.nextYear': 'Next year',
  'ui.dates.previousYear': 'Previous year',
  'ui.dates.nextDecade': 'Next decade',
  'ui.dates.previousDecade': 'Previous decade',
  'ui.map.zoomIn': 'Zoom in',
  'ui.map.zoomOut': 'Zoom out',
  'ui.map.attribution': 'Land and coastlines: Natural Earth',
  'ui.filters.title': 'Filters',
  'ui.filters.location': 'Location',
  'ui.filters.anyLocation': 'Any location',
  'ui.filters.global': 'Global',
  'ui.filters.regional': 'Regional',
  'ui.filters.local': 'Local',
  'ui.filters.region': 'Region',
  'ui.filters.species': 'Species',
  'ui.filters.anySpecies': 'Any species',
  'ui.filters.reset': 'Clear filters',
} as const;
