import type { Translation } from '../../../i18n/catalogue';
import type en from './en';

export default {
  'judging.title': 'Juzgar',
  'judging.building.title': 'El juzgamiento está en construcción',
  'judging.building.text':
    'Aquí aparecerán los torneos de los que te nombren juez. Verás cada captura en vídeo y la aprobarás o rechazarás hasta que termines de juzgar y los resultados pasen a ser oficiales.',
  'judging.player.video': 'Vídeo {number} de {count} de la captura',
  'judging.player.videoOf': 'Vídeo {number} de {count}',
  'judging.player.noVideo': 'Esta captura no tiene vídeo.',
  'judging.player.play': 'Reproducir',
  'judging.player.pause': 'Pausar',
  'judging.player.frameBack': 'Un fotograma atrás',
  'judging.player.frameForward': 'Un fotograma adelante',
  'judging.player.previousVideo': 'Vídeo anterior',
  'judging.player.nextVideo': 'Vídeo siguiente',
  'judging.player.speed': 'Velocidad',
  'judging.player.fullScreen': 'Pantalla completa',
  'judging.player.keys.title': 'Atajos de teclado (primero haz clic en el vídeo)',
  'judging.player.keys.togglePlay': 'Reproducir o pausar',
  'judging.player.keys.frameBack': 'Un fotograma atrás',
  'judging.player.keys.frameForward': 'Un fotograma adelante',
  'judging.player.keys.seekBack': 'Retroceder 5 segundos',
  'judging.player.keys.seekForward': 'Avanzar 5 segundos',
  'judging.player.keys.slower': 'Más lento',
  'judging.player.keys.faster': 'Más rápido',
  'judging.player.keys.previousVideo': 'Vídeo anterior de la captura',
  'judging.player.keys.nextVideo': 'Vídeo siguiente de la captura',
  'judging.player.keys.fullScreen': 'Activar o salir de pantalla completa',
} satisfies Translation<typeof en>;
