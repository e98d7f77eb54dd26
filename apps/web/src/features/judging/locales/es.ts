import type { Translation } from '../../../i18n/catalogue';
import type en from './en';

export default {
  'judging.title': 'Juzgar',
  'judging.building.title': 'El juzgamiento está en construcción',
  'judging.building.text':
    'Aquí aparecerán los torneos de los que te nombren juez. Verás cada captura en vídeo y la aprobarás o rechazarás hasta que termines de juzgar y los resultados pasen a ser oficiales.',
} satisfies Translation<typeof en>;
