import { idrSlice, pictureParameterSet, sequenceParameterSet, type YuvFrame } from './h264-pcm';
import { muxMp4 } from './mp4-mux';
import { encodePng } from './png';

const WIDTH = 128;
const HEIGHT = 96;
const FPS = 12;

interface Colour {
  y: number;
  cb: number;
  cr: number;
}

const SKY: Colour = { y: 180, cb: 150, cr: 110 };
const SEA: Colour = { y: 70, cb: 165, cr: 95 };
const FISH: Colour = { y: 215, cb: 120, cr: 130 };

/** One frame of the clip: sky, sea and a silver fish leaping along an arc at `t` (0…1). */
function frameAt(t: number, hue: number): YuvFrame {
  const y = new Uint8Array(WIDTH * HEIGHT);
  const cb = new Uint8Array((WIDTH / 2) * (HEIGHT / 2));
  const cr = new Uint8Array(cb.length);
  const horizon = 40;
  const fishX = 10 + t * (WIDTH - 40);
  const fishY = horizon + 20 - Math.sin(t * Math.PI) * 40;
  const inFish = (px: number, py: number) => ((px - fishX) / 14) ** 2 + ((py - fishY) / 6) ** 2 <= 1;
  for (let row = 0; row < HEIGHT; row += 1) {
    for (let col = 0; col < WIDTH; col += 1) {
      const base = row < horizon ? SKY : SEA;
      // Gentle waves, and every value kept inside 16…235 (video range).
      const wave = row >= horizon ? Math.round(8 * Math.sin((col + row * 3 + t * 60) / 6)) : 0;
      y[row * WIDTH + col] = inFish(col, row) ? FISH.y : base.y + wave;
    }
  }
  for (let row = 0; row < HEIGHT / 2; row += 1) {
    for (let col = 0; col < WIDTH / 2; col += 1) {
      const base = row * 2 < horizon ? SKY : SEA;
      const fish = inFish(col * 2, row * 2);
      cb[row * (WIDTH / 2) + col] = fish ? FISH.cb : base.cb + hue;
      cr[row * (WIDTH / 2) + col] = fish ? FISH.cr : base.cr - hue;
    }
  }
  return { y, cb, cr };
}

/**
 * A two-second 128×96 MP4 of a fish leaping out of the sea, generated entirely in code (no
 * download, no encoder installed). `hue` shifts the water colour so clips differ.
 */
export function demoClip(hue = 0, seconds = 2): Uint8Array {
  const count = FPS * seconds;
  const frames = Array.from({ length: count }, (_, index) =>
    idrSlice(frameAt(index / (count - 1), hue), WIDTH, HEIGHT, index),
  );
  return muxMp4({
    width: WIDTH,
    height: HEIGHT,
    fps: FPS,
    sps: sequenceParameterSet(WIDTH, HEIGHT),
    pps: pictureParameterSet(),
    frames,
  });
}

const clampByte = (value: number) => Math.max(0, Math.min(255, Math.round(value)));

/** The poster of a clip: its middle frame as a PNG (BT.601 video-range YCbCr to RGB). */
export function demoPoster(hue = 0): Buffer {
  const frame = frameAt(0.5, hue);
  const rgb = new Uint8Array(WIDTH * HEIGHT * 3);
  for (let row = 0; row < HEIGHT; row += 1) {
    for (let col = 0; col < WIDTH; col += 1) {
      const chroma = (row >> 1) * (WIDTH / 2) + (col >> 1);
      const y = 1.164 * (frame.y[row * WIDTH + col]! - 16);
      const cb = frame.cb[chroma]! - 128;
      const cr = frame.cr[chroma]! - 128;
      const at = (row * WIDTH + col) * 3;
      rgb[at] = clampByte(y + 1.596 * cr);
      rgb[at + 1] = clampByte(y - 0.392 * cb - 0.813 * cr);
      rgb[at + 2] = clampByte(y + 2.017 * cb);
    }
  }
  return encodePng(WIDTH, HEIGHT, rgb);
}
