import type { Translation } from '../../../i18n/catalogue';
import type en from './en';

export default {} satisfies Translation<typeof en>;
