import type { Translation } from '../../../i18n/catalogue';
import type en from './en';

export default {
  'tournamentCatches.session.label': 'Salida de torneo',
  'tournamentCatches.session.description': 'Registra esta salida en un torneo que estás pescando ahora',
  'tournamentCatches.session.tournament': 'Torneo',
  'tournamentCatches.session.choose': 'Elige el torneo',
  'tournamentCatches.session.loadFailed': 'No se pudieron cargar tus torneos.',
  'tournamentCatches.session.retry': 'Reintentar',
  'tournamentCatches.session.badge': 'Salida de torneo',
  'tournamentCatches.object.title': 'Objeto del día',
  'tournamentCatches.object.showIt': 'Muéstralo en tu vídeo: {label}',
  'tournamentCatches.object.hint': 'Escribe el código y muestra la especie en cada vídeo de captura de hoy.',
  'tournamentCatches.object.notYet': 'El objeto de hoy se revela cuando empieza el día del torneo.',
  'tournamentCatches.object.loading': 'Cargando el objeto de hoy',
  'tournamentCatches.flags.title': 'Comprobaciones automáticas',
  'tournamentCatches.flag.outsideFishingArea': 'Fuera de la zona',
  'tournamentCatches.flag.outsideFishingArea.why':
    'La posición de la captura está más lejos de las localidades del torneo de lo que permite su zona de pesca.',
  'tournamentCatches.flag.noPosition': 'Sin posición',
  'tournamentCatches.flag.noPosition.why':
    'La captura no tiene una posición que comparar con la zona de pesca.',
  'tournamentCatches.flag.logTimeOutsideHours': 'Registrada fuera del horario',
  'tournamentCatches.flag.logTimeOutsideHours.why':
    'La hora de la captura es anterior al inicio del torneo o posterior a su final.',
  'tournamentCatches.flag.videoTimeOutsideHours': 'Vídeo fuera del horario',
  'tournamentCatches.flag.videoTimeOutsideHours.why':
    'El vídeo se grabó antes del inicio del torneo o después de su final.',
  'tournamentCatches.flag.videoUsedBefore': 'Vídeo ya usado',
  'tournamentCatches.flag.videoUsedBefore.why': 'El mismo archivo de vídeo ya forma parte de otra captura.',
  'tournamentCatches.flag.speciesNotInTournament': 'Especie fuera del torneo',
  'tournamentCatches.flag.speciesNotInTournament.why':
    'La especie registrada no es una de las especies del torneo: solo puntúa si un juez la acepta.',
  'tournamentCatches.flag.deviceClockDiffers': 'Reloj del dispositivo distinto',
  'tournamentCatches.flag.deviceClockDiffers.why':
    'La captura se registró sin conexión en un dispositivo cuyo reloj difería más de 2 minutos del del servidor al enviarla: sus horas pueden desviarse otro tanto.',
  'tournamentCatches.flags.note':
    'Los jueces también ven estas comprobaciones; una captura marcada no se rechaza.',
  'tournamentCatches.judging.title': 'Juzgamiento',
  'tournamentCatches.judging.pending': 'Pendiente de juzgar',
  'tournamentCatches.judging.approved': 'Aprobada',
  'tournamentCatches.judging.refused': 'Rechazada',
  'tournamentCatches.judging.invalid': 'Inválida: sin vídeo que juzgar',
  'tournamentCatches.judging.points': '{points} puntos',
  'tournamentCatches.judging.official': 'Resultado oficial',
  'tournamentCatches.judging.reason': 'Por qué la rechazaron los jueces',
  'tournamentCatches.judging.comments': 'Comentarios de los jueces',
} satisfies Translation<typeof en>;
