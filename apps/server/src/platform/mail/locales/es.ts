import type { Translation } from '@tightlines/domain';
import type en from './en';

// The server's mail catalogue, Spanish: every key of the English one (typecheck fails otherwise).
export default {
  'mail.passwordReset.subject': 'Restablece tu contraseña de Tightlines',
  'mail.passwordReset.text':
    'Hola, {name}:\n\nAlguien pidió restablecer la contraseña de tu cuenta de Tightlines. Abre este enlace antes de una hora para elegir una nueva:\n\n{link}\n\nSi no fuiste tú, ignora este correo: tu contraseña sigue igual.',

  'mail.verifyEmail.subject': 'Verifica tu correo de Tightlines',
  'mail.verifyEmail.text':
    'Hola, {name}:\n\nAbre este enlace antes de 24 horas para confirmar que esta dirección es tuya:\n\n{link}\n\nHasta entonces puedes usar Tightlines, pero no juzgar torneos ni capitanear barcos para los que te hayan nombrado por correo.\nSi no creaste una cuenta en Tightlines, ignora este correo.',

  'mail.confirmNewEmail.subject': 'Confirma tu nuevo correo de Tightlines',
  'mail.confirmNewEmail.text':
    'Hola, {name}:\n\nAbre este enlace antes de 24 horas para que esta sea la dirección de correo de tu cuenta de Tightlines:\n\n{link}\n\nSi no lo pediste, ignora este correo: no cambia nada.',

  'mail.emailAboutToChange.subject':
    'La dirección de correo de tu cuenta de Tightlines está a punto de cambiar',
  'mail.emailAboutToChange.text':
    'Hola, {name}:\n\nAlguien con sesión iniciada en tu cuenta de Tightlines pidió cambiar su correo a {newEmail}.\nEl cambio solo ocurre cuando se abre el enlace enviado a esa dirección.\n\nSi no fuiste tú, cambia tu contraseña ahora: eso cierra todas las demás sesiones de tu cuenta.',

  'mail.captaincyInvitation.subject': 'Te nombraron capitán de {boatName}',
  'mail.captaincyInvitation.text':
    'Hola:\n\n{ownerEmail} te nombró capitán del barco "{boatName}" en Tightlines. Solo serás su capitán cuando aceptes:\n\n{link}\n\nInicia sesión, abre Mi perfil y acepta o rechaza en Barcos. Si no conoces este barco, recházalo o ignora este correo.',

  'mail.judgeInvitation.subject': 'Te invitaron a juzgar {tournamentName}',
  'mail.judgeInvitation.text':
    'Hola:\n\n{organiserEmail} te nombró juez del torneo "{tournamentName}" en Tightlines. Solo juzgarás cuando aceptes:\n\n{link}\n\nInicia sesión con esta dirección (verificada), abre Jueces y acepta o rechaza la invitación. Si no conoces este torneo, recházala o ignora este correo.',

  'mail.newEntry.subject': 'Nueva inscripción en {tournamentName}',
  'mail.newEntry.text': '{memberName} se inscribió en tu torneo "{tournamentName}", que empieza el {start}.',

  'mail.tournamentReleased.subject':
    '{tournamentName} se {status, select, Canceled {canceló} other {eliminó}}',
  'mail.tournamentReleased.text':
    'El organizador {status, select, Canceled {canceló} other {eliminó}} el torneo "{tournamentName}", previsto para el {start}.\n\n{paid, select, yes {Te devolvemos el importe completo de la inscripción: otro correo confirma el reembolso.} other {Tu inscripción era gratuita: no hay nada que reembolsar.}}',

  'mail.refund.subject': 'Te hemos reembolsado un pago',
  'mail.refund.text':
    'Te hemos reembolsado {amount} por "{description}".\n\nMotivo: {reason}\n\nReferencia del reembolso: {reference}\n\nSegún tu banco, puede tardar entre 5 y 10 días hábiles en aparecer en tu extracto.',

  'mail.resultsFinished.subject': 'Resultados oficiales de {tournamentName}',
  'mail.resultsFinished.text':
    'Los jueces terminaron de juzgar "{tournamentName}": los resultados ya son oficiales.\n\nConsulta la clasificación y descarga los resultados firmados aquí: {link}',

  'mail.dataExportReady.subject': 'Tus datos de Tightlines están listos para descargar',
  'mail.dataExportReady.text':
    'Hola, {name}:\n\nEl zip con todos tus datos de Tightlines que pediste está listo: tu perfil, salidas, capturas, comentarios, inscripciones, pagos, equipos, clubes y notificaciones en archivos JSON, con tus fotos y vídeos.\n\nInicia sesión y descárgalo desde Mi perfil hasta el {expiresAt}:\n\n{link}\n\nDespués se elimina; puedes pedir uno nuevo cuando quieras.',

  'mail.refundReason.canceled': 'El torneo "{name}" se canceló.',
  'mail.refundReason.deleted': 'El torneo "{name}" se eliminó.',
  'mail.refundReason.left': 'Abandonaste el torneo "{name}" antes de su plazo de reembolso.',
  'mail.refundReason.lateEntry':
    'El torneo "{name}" ya no admitía inscripciones cuando llegó tu pago, así que tu inscripción no se completó.',
  'mail.refundReason.teamTaken':
    'El equipo "{name}" no pudo inscribirse cuando llegó tu pago: él, o alguno de sus miembros marcados, ya se había inscrito.',

  'mail.footer.unsubscribe':
    'Recibes este correo porque tu cuenta de Tightlines tiene activados los correos sobre {kind}. Para desactivarlos, abre:\n{link}\nPuedes volver a activarlos en Mi perfil, en Privacidad.',

  'mail.kind.captaincyInvitation': 'barcos de los que te nombran capitán',
  'mail.kind.judgeInvitation': 'torneos que te invitan a juzgar',
  'mail.kind.newEntry': 'nuevas inscripciones en tus torneos',
  'mail.kind.tournamentReleased': 'la cancelación de torneos en los que te inscribiste',
  'mail.kind.refund': 'reembolsos de tus pagos',
  'mail.kind.resultsFinished': 'resultados oficiales de los torneos en los que pescaste',
} satisfies Translation<typeof en>;
