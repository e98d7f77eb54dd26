import type { Translation } from '../../../i18n/catalogue';
import type en from './en';

export default {
  'notifications.title': 'Notificaciones',
  'notifications.loading': 'Cargando tus notificaciones',
  'notifications.empty': 'Aún no tienes notificaciones',
  'notifications.emptyText':
    'Cuando alguien comente tus salidas, se inscriba en tus torneos o juzgue tus capturas, te enterarás aquí.',
  'notifications.more': 'Más',
  'notifications.markAllRead': 'Marcar todas como leídas',
  'notifications.markRead': 'Marcar como leída',
  'notifications.unread': 'Sin leer',
  'notifications.close': 'Cerrar',
  'notifications.back': 'Volver a las notificaciones',
  'notifications.someone': 'Alguien',
  'notifications.kind.sessionComment': '{actor} comentó tu salida',
  'notifications.kind.tournamentJoined': '{actor} se inscribió en {tournament}',
  'notifications.kind.judgeNamed': 'Te nombraron juez de {tournament}',
  'notifications.kind.catchApproved':
    'Tu captura en {tournament} fue aprobada: {points, plural, one {# punto} other {# puntos}}',
  'notifications.kind.catchRefused': 'Tu captura en {tournament} fue rechazada',
  'notifications.kind.resultsOfficial': 'Ya están los resultados oficiales de {tournament}',
  'notifications.kind.tournamentCancelled': '{tournament} se canceló',
  'notifications.kind.tournamentDeleted': '{tournament} se eliminó',
  'notifications.kind.paymentRefunded': 'Te reembolsamos {amount} por {description}',
  'notifications.kind.clubJoined': 'Tu solicitud de ingreso a {club} fue aprobada: ya eres miembro',
  'notifications.kind.clubJoinRefused': 'Tu solicitud de ingreso a {club} no hacía falta: ya eras miembro',
  'notifications.kind.clubLeft': 'Tu solicitud de salida de {club} fue procesada: ya no eres miembro',
  'notifications.kind.clubLeaveRefused': 'Tu solicitud de salida de {club} no hacía falta: no eras miembro',
  'notifications.kind.clubSubscriptionEnding':
    'Tu suscripción a {club} termina el {date}: renuévala para seguir siendo miembro',
  'notifications.kind.clubMembershipEnded': 'Tu suscripción a {club} terminó: ya no eres miembro',
  'notifications.action.clubs': 'Abrir Mis Clubes',
  'notifications.detail.reason': 'El motivo del juez',
  'notifications.detail.entryRefunded': 'Te reembolsamos la inscripción en la tarjeta con la que pagaste.',
  'notifications.detail.answerInvitation': 'Juzgarás cuando aceptes, en la página de jueces.',
  'notifications.action.session': 'Abrir la salida',
  'notifications.action.tournament': 'Abrir el torneo',
  'notifications.action.judge': 'Abrir la página de jueces',
  'notifications.action.catch': 'Ver tu captura',
  'notifications.action.results': 'Ver los resultados',
  'notifications.action.payments': 'Ver tus pagos',
} satisfies Translation<typeof en>;
