/**
 * The player's box, fixed before anything loads: a video element takes its poster's shape once the
 * poster arrives, which moved everything below it (a tap on a card's buttons at that moment landed
 * elsewhere and was lost). Shared with the placeholder shown while the player's code loads.
 */
export const VIDEO_BOX_STYLE = {
  width: '100%',
  aspectRatio: '16 / 9',
  maxHeight: 360,
  borderRadius: 8,
  background: '#0b1d2a',
} as const;
