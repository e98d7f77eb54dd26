import type { Translation } from '../../../i18n/catalogue';
import type en from './en';

export default {
  'ranking.title': 'Clasificación',
  'ranking.building.title': 'La clasificación está en construcción',
  'ranking.building.text':
    'Aquí se clasificarán los mejores barcos, capitanes, marineros y pescadores según los peces que liberen y capturen, con filtros por fechas, especie, tipo de agua y ubicación.',
} satisfies Translation<typeof en>;
