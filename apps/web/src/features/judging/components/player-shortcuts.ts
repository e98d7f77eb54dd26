import type { MessageKey } from '../../../i18n/use-t';

/** The speeds a judge steps through: slow enough to read a leader touch, fast enough to skim. */
export const PLAYBACK_RATES = [0.25, 0.5, 0.75, 1, 1.25, 1.5, 2] as const;

/**
 * One frame at the nominal 30 frames a second phones record: the browser does not tell a video's
 * frame rate, and a step this size never skips a frame of a 30 fps clip.
 */
export const FRAME_SECONDS = 1 / 30;

/** How far the arrow keys jump. */
export const SEEK_SECONDS = 5;

/** The player's own actions, each with its keys (KeyboardEvent.key, lower-cased) and its label. */
export type PlayerAction =
  | 'togglePlay'
  | 'frameForward'
  | 'frameBack'
  | 'seekForward'
  | 'seekBack'
  | 'faster'
  | 'slower'
  | 'nextVideo'
  | 'previousVideo'
  | 'fullScreen'
  | 'showKeys';

export interface Shortcut<A extends string = string> {
  action: A;
  /** The keys, as KeyboardEvent.key reports them (letters lower-cased). */
  keys: readonly string[];
  /** What the key list on screen shows for the keys. */
  shown: string;
  label: MessageKey;
}

export const PLAYER_SHORTCUTS: readonly Shortcut<PlayerAction>[] = [
  { action: 'togglePlay', keys: [' ', 'k'], shown: 'Space / K', label: 'judging.player.keys.togglePlay' },
  { action: 'frameBack', keys: [','], shown: ',', label: 'judging.player.keys.frameBack' },
  { action: 'frameForward', keys: ['.'], shown: '.', label: 'judging.player.keys.frameForward' },
  { action: 'seekBack', keys: ['arrowleft'], shown: '←', label: 'judging.player.keys.seekBack' },
  { action: 'seekForward', keys: ['arrowright'], shown: '→', label: 'judging.player.keys.seekForward' },
  { action: 'slower', keys: ['[', '<'], shown: '[', label: 'judging.player.keys.slower' },
  { action: 'faster', keys: [']', '>'], shown: ']', label: 'judging.player.keys.faster' },
  { action: 'previousVideo', keys: ['p'], shown: 'P', label: 'judging.player.keys.previousVideo' },
  { action: 'nextVideo', keys: ['n'], shown: 'N', label: 'judging.player.keys.nextVideo' },
  { action: 'fullScreen', keys: ['f'], shown: 'F', label: 'judging.player.keys.fullScreen' },
  { action: 'showKeys', keys: ['?'], shown: '?', label: 'judging.player.keys.showKeys' },
];

/**
 * The shortcut a key press asks for, or null: keys typed into a field, or with Ctrl, Alt or Meta
 * held, are the field's and the browser's; Space and Enter on a button press that button.
 */
export function shortcutOf<A extends string>(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'altKey' | 'metaKey' | 'target'>,
  shortcuts: readonly Shortcut<A>[],
): Shortcut<A> | null {
  if (event.ctrlKey || event.altKey || event.metaKey) return null;
  const target = event.target as HTMLElement | null;
  const tag = target?.tagName;
  if (tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || target?.isContentEditable) return null;
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key.toLowerCase();
  if ((tag === 'BUTTON' || tag === 'A') && (key === ' ' || key === 'enter')) return null;
  return shortcuts.find((shortcut) => shortcut.keys.includes(key)) ?? null;
}

/** The next speed up or down, staying within 0.25× to 2×. */
export function stepRate(rate: number, direction: 1 | -1): number {
  const index = PLAYBACK_RATES.findIndex((candidate) => candidate >= rate);
  const at = index === -1 ? PLAYBACK_RATES.length - 1 : index;
  const next = Math.min(PLAYBACK_RATES.length - 1, Math.max(0, at + direction));
  return PLAYBACK_RATES[next]!;
}

/** Seconds as m:ss.cc, precise enough to name a frame. */
export function formatVideoTime(seconds: number): string {
  const safe = Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
  const minutes = Math.floor(safe / 60);
  const rest = safe - minutes * 60;
  return `${minutes}:${rest.toFixed(2).padStart(5, '0')}`;
}
