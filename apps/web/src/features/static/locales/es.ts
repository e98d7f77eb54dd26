import type { Translation } from '../../../i18n/catalogue';
import type en from './en';

export default {
  'static.legal.effectiveDate': 'Fecha de entrada en vigor: {date}',
  'static.legal.tableOfContents': 'Índice',
  'static.legal.contents': 'Contenido',
  'static.legal.effectiveSince': '{title}: en vigor desde el {date}.',
  'static.legal.backToTop': 'Volver arriba',

  'static.forbidden.eyebrow': 'Error 403 · Acceso denegado',
  'static.forbidden.title': 'No tienes acceso a esta página',
  'static.forbidden.lead':
    'Tu cuenta no tiene permiso para ver la página que intentaste abrir. No se ha cambiado nada.',
  'static.forbidden.reasons': 'Esto suele pasar porque',
  'static.forbidden.reason.session': 'No has iniciado sesión o tu sesión ha caducado.',
  'static.forbidden.reason.permission':
    'Tu cuenta no tiene el permiso que necesita esta página: por ejemplo, solo los jueces designados para un torneo pueden juzgarlo y solo su organizador puede gestionarlo.',
  'static.forbidden.reason.private':
    'El contenido es privado o su propietario lo ha ocultado, o ya no está disponible.',
  'static.forbidden.home': 'Volver al inicio',
  'static.forbidden.signIn': 'Iniciar sesión',
  'static.forbidden.contact':
    '¿Crees que deberías tener acceso? Escribe a {email} y cuéntanos qué página intentabas abrir.',

  'static.search.title': 'Encuentra salidas de pesca y reglamentos',
  'static.search.lead':
    'Hoy Tightlines es el lugar donde se registran y comparten las salidas de pesca. Elige por dónde empezar.',
  'static.search.whereToLook': 'Dónde buscar',
  'static.search.feed.title': 'Salidas de pesca',
  'static.search.feed.description':
    'El muro público muestra las últimas salidas, las más recientes primero. Abre una para ver sus vídeos, el resumen de capturas, el tiempo y la tripulación, y a los pescadores que hay detrás.',
  'static.search.feed.action': 'Abrir el muro',
  'static.search.mine.title': 'Tus propias salidas',
  'static.search.mine.description':
    'Mis registros de pesca guarda cada salida que registraste, incluidas las ocultas, con un mapa de tus capturas. Necesitas haber iniciado sesión.',
  'static.search.mine.action': 'Abrir Mis registros de pesca',
  'static.search.rules.title': 'Torneos',
  'static.search.rules.description':
    'Torneos próximos, en curso y pasados, por lugar, especie y fechas, con los reglamentos con los que se pescan.',
  'static.search.rules.action': 'Buscar un torneo',
  'static.search.leaderboard.title': 'Clasificaciones',
  'static.search.leaderboard.description':
    'Los mejores barcos, capitanes, marineros y pescadores del día, la semana, el mes o el año, por especie, tipo de agua y lugar, con las capturas juzgadas oficialmente marcadas como verificadas.',
  'static.search.leaderboard.action': 'Abrir las clasificaciones',
  'static.search.teams.title': 'Equipos',
  'static.search.teams.description':
    'Tripulaciones de capitán, marineros y pescadores, inscritas juntas en un torneo, con su propia clasificación.',
  'static.search.teams.action': 'Inscribir un equipo',
  'static.search.tips': 'Consejos de búsqueda',
  'static.search.tip.links':
    '¿Te ha llegado un enlace de un amigo? Las salidas compartidas se abren directamente desde el enlace.',
  'static.search.tip.spots':
    'Los puntos de pesca nunca se pueden buscar. Las posiciones solo se muestran hasta donde lo permiten los ajustes de privacidad de cada pescador.',
  'static.search.tip.crew':
    '¿Quieres nombrar a tu tripulación en una salida? Escribe un nombre, apellido o correo electrónico en el campo del miembro del equipo para encontrarlo.',

  'static.ourApp.badge': 'Para pescadores, tripulaciones y barcos',
  'static.ourApp.title': 'Cada picada, cada liberación, registrada',
  'static.ourApp.lead':
    'Tightlines es el cuaderno de bitácora de la pesca deportiva. Graba tus capturas, registra cada pez y comparte tus salidas con tu tripulación y con la flota, desde el móvil o el ordenador.',
  'static.ourApp.createAccount': 'Crea tu cuenta',
  'static.ourApp.seeSessions': 'Ver las últimas salidas',
  'static.ourApp.features': 'Qué puedes hacer con Tightlines',
  'static.ourApp.carousel': 'Funciones de Tightlines',
  'static.ourApp.previousSlide': 'Diapositiva anterior',
  'static.ourApp.nextSlide': 'Diapositiva siguiente',
  'static.ourApp.slide': '{position} de {count}: {title}',
  'static.ourApp.shownSlide': 'Diapositiva {position} de {count}',
  'static.ourApp.goToSlide': 'Ir a la diapositiva {position}',
  'static.ourApp.video.title': 'Registra cada salida en vídeo',
  'static.ourApp.video.text':
    'Graba picadas, subidas, liberaciones y capturas retenidas en el momento. Cada registro guarda su vídeo, especie, tamaño, hora y posición, y hasta tres clips o fotos de respaldo. Publica una salida, ocúltala o comparte un enlace con tu tripulación.',
  'static.ourApp.feed.title': 'Sigue a la flota',
  'static.ourApp.feed.text':
    'El muro público muestra las últimas salidas, las más recientes primero, con sus vídeos, capturas y tripulación. Comenta una salida o compártela con un enlace.',
  'static.ourApp.boats.title': 'Tus barcos y tu tripulación',
  'static.ourApp.boats.text':
    'Guarda en tu perfil tus barcos con sus motores, tu experiencia de pesca y las unidades en las que mides, y nombra a la tripulación que pescó contigo en cada salida.',
  'static.ourApp.spots.title': 'Tus puntos siguen siendo tuyos',
  'static.ourApp.spots.text':
    'Las posiciones GPS sitúan tus propias capturas en el mapa. Tus ajustes de privacidad deciden qué ven los demás pescadores (nada, una zona aproximada o el punto exacto) y tus puntos exactos nunca se muestran más allá de lo que permitas.',
  'static.ourApp.leaderboards.title': 'Clasificaciones',
  'static.ourApp.leaderboards.text':
    'Consulta los mejores barcos, capitanes, marineros y pescadores por los puntos de sus peces liberados, hoy, esta semana, este mes o este año. Las capturas juzgadas en un torneo se marcan como verificadas, y tú eliges en tus ajustes de privacidad si apareces.',
  'static.ourApp.tournaments.title': 'Torneos juzgados por vídeo',
  'static.ourApp.tournaments.text':
    'Torneos en línea gratuitos o de pago con IGFA estricto, IGFA modificado o Reglas de la Jungla, juzgados a partir de vídeo.',
  'static.ourApp.clubs.title': 'Clubes',
  'static.ourApp.clubs.text':
    'Sigue los clubes cercanos, únete a ellos (gratis o con una suscripción anual), consulta sus clasificaciones y pesca sus torneos solo para socios.',
  'static.ourApp.teams.title': 'Equipos',
  'static.ourApp.teams.text':
    'Haz de tu tripulación un equipo de capitán, marineros y pescadores, inscríbelo en torneos de altura (pagando la inscripción una vez por toda la tripulación) y sigue la clasificación por equipos junto a la de barcos y pescadores.',
  'static.ourApp.howItWorks': 'Cómo funciona',
  'static.ourApp.step': 'Paso {number}',
  'static.ourApp.step.account.title': 'Crea tu cuenta',
  'static.ourApp.step.account.text':
    'Regístrate con tu correo electrónico o una red social, elige tu rol (pescador, marinero, capitán o barco) y guarda tu localidad.',
  'static.ourApp.step.fish.title': 'Pesca y graba',
  'static.ourApp.step.fish.text':
    'Empieza una salida, graba cada captura y liberación, y súbelas cuando vuelvas a tener cobertura. Añade hasta tres clips o fotos de respaldo a cualquier registro.',
  'static.ourApp.step.share.title': 'Compártelo',
  'static.ourApp.step.share.text':
    'Publica la salida en el muro público, envía su enlace a tu tripulación y lee lo que opinan los demás.',
  'static.species.title': 'Especies que puedes registrar',
  'static.species.lead':
    'Los picudos cuentan en los torneos y clasificaciones de picudos; las demás especies cuentan en los eventos de Todas las especies.',
  'static.species.billfish': 'Picudos ({count, number})',
  'static.species.others': 'Las demás especies ({count, number})',
} satisfies Translation<typeof en>;
