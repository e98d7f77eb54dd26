import type { Video } from '@tightlines/domain';

/**
 * A fish-log video: the browser's own player on a signed URL, loading nothing until played
 * (preload none) so a feed of many cards stays light; the thumbnail is the poster.
 */
export function VideoPlayer({ video, label }: { video: Video; label: string }) {
  return (
    <video
      controls
      preload="none"
      playsInline
      poster={video.thumbnailUrl ?? undefined}
      aria-label={label}
      style={{ width: '100%', maxHeight: 360, borderRadius: 8, background: '#0b1d2a' }}
    >
      <source src={video.videoUrl} />
      <track kind="captions" />
    </video>
  );
}
