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
