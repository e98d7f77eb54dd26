import type { Translation } from '../../../i18n/catalogue';
import type en from './en';

export default {
  'profile.tabs.about': 'Sobre mí',
  'profile.tabs.boats': 'Barcos',
  'profile.tabs.experience': 'Experiencia',
} satisfies Translation<typeof en>;
