import type { Video } from '@tightlines/domain';
import { VIDEO_BOX_STYLE } from './video-box';

/**
 * A fish-log video: the browser's own player on a signed URL, loading nothing until played
 * (preload none) so a feed of many cards stays light; the thumbnail is the poster, fitted into a box
 * of fixed shape so the page never shifts when it loads.
 */
export function VideoPlayer({ video, label }: { video: Video; label: string }) {
  return (
    <video
      controls
      preload="none"
      playsInline
      poster={video.thumbnailUrl ?? undefined}
      aria-label={label}
      style={{ ...VIDEO_BOX_STYLE, objectFit: 'contain' }}
    >
      <source src={video.videoUrl} />
      <track kind="captions" />
    </video>
  );
}
