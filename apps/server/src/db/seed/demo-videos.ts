import type { Storage } from '../../platform/storage/storage';
import { demoClip, demoPoster } from './demo-video/demo-clip';

export interface DemoVideo {
  key: string;
  thumbnailKey: string | null;
  seconds: number;
}

const CLIPS = [
  { key: 'demo/videos/leap-blue.mp4', hue: 0 },
  { key: 'demo/videos/leap-green.mp4', hue: -12 },
  { key: 'demo/videos/leap-dusk.mp4', hue: 10 },
];

/**
 * Stores the demo world's videos: short MP4 clips the project generates itself (see
 * demo-video/), so a fresh install shows playable videos without downloading anything.
 */
export async function seedDemoVideos(storage: Storage): Promise<DemoVideo[]> {
  const videos: DemoVideo[] = [];
  for (const clip of CLIPS) {
    const posterKey = clip.key.replace(/\.mp4$/, '.png');
    if (!(await storage.head(clip.key))) {
      await storage.put(clip.key, demoClip(clip.hue), { contentType: 'video/mp4' });
    }
    if (!(await storage.head(posterKey))) {
      await storage.put(posterKey, demoPoster(clip.hue), { contentType: 'image/png' });
    }
    videos.push({ key: clip.key, thumbnailKey: posterKey, seconds: 2 });
  }
  return videos;
}

/**
 * The clip of one demo tournament catch, stored under a key of its own (`demo/videos/catch-<name>`)
 * with its own water colour: the "video used before" flag of a tournament catch keys on its video
 * file, so demo catches share a clip only where a seed means to show that flag.
 */
export async function seedDemoCatchVideo(storage: Storage, name: string, hue: number): Promise<DemoVideo> {
  const key = `demo/videos/catch-${name}.mp4`;
  const posterKey = key.replace(/\.mp4$/, '.png');
  if (!(await storage.head(key))) await storage.put(key, demoClip(hue), { contentType: 'video/mp4' });
  if (!(await storage.head(posterKey))) {
    await storage.put(posterKey, demoPoster(hue), { contentType: 'image/png' });
  }
  return { key, thumbnailKey: posterKey, seconds: 2 };
}
