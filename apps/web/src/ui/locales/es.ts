import type { Translation } from '../../i18n/catalogue';
import type en from './en';

export default {
  'ui.feedback.errorTitle': 'Algo salió mal',
  'ui.feedback.successTitle': 'Listo',
  'ui.feedback.ok': 'Aceptar',
  'ui.queryError.title': 'No se pudo cargar',
  'ui.queryError.retry': 'Reintentar',
  'ui.confirm.cancel': 'Cancelar',
  'ui.loading': 'Cargando…',
  'ui.comingSoon': 'Próximamente',
  'ui.password.new': 'Nueva contraseña',
  'ui.password.confirmNew': 'Confirma la nueva contraseña',
  'ui.password.account': 'Contraseña',
  'ui.password.confirmAccount': 'Confirma la contraseña',
  'ui.password.lengthHint': 'Al menos {minimum} caracteres',
  'ui.locality.region': 'Región',
  'ui.locality.locality': 'Localidad',
  'ui.dates.placeholder': 'Elige el primer y el último día',
  'ui.dates.monthLevelControl': 'Elegir otro mes',
  'ui.dates.yearLevelControl': 'Elegir otro año',
  'ui.dates.nextMonth': 'Mes siguiente',
  'ui.dates.previousMonth': 'Mes anterior',
  'ui.dates.nextYear': 'Año siguiente',
  'ui.dates.previousYear': 'Año anterior',
  'ui.dates.nextDecade': 'Década siguiente',
  'ui.dates.previousDecade': 'Década anterior',
} satisfies Translation<typeof en>;
