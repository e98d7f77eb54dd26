import { Image } from '@mantine/core';
import type { TournamentDto } from '@tightlines/domain';

/**
 * How wide each place shows the picture, for the browser to pick a rendition by (`sizes`): the
 * card fills the list's column (one on a phone, two from 48em in the page's 1320 px container),
 * the banner the page's width.
 */
const SIZES = {
  card: '(min-width: 48em) min(50vw, 660px), 100vw',
  banner: 'min(100vw, 1320px)',
} as const;

/** The `srcset` of a tournament's picture: each stored width, as the server lists them (narrowest first). */
export function pictureSrcSet(pictures: TournamentDto['pictures']): string | undefined {
  return pictures.length ? pictures.map(({ url, width }) => `${url} ${width}w`).join(', ') : undefined;
}

/**
 * A tournament's picture, decorative (its name is the heading beside it): the card's or the page
 * banner's, with a responsive `srcset` + `sizes`, so a phone loads a small rendition and a wide
 * screen a sharp one. A picture stored before renditions existed is its own only candidate; one of
 * unknown width is shown from its one URL.
 */
export function TournamentPicture({
  tournament,
  variant,
}: {
  tournament: Pick<TournamentDto, 'PictureUrl' | 'pictures'>;
  variant: 'card' | 'banner';
}) {
  const { PictureUrl, pictures } = tournament;
  if (!PictureUrl) return null;
  const srcSet = pictureSrcSet(pictures);
  // Without srcset support, the card takes the smallest and the banner the largest.
  const fallback = (variant === 'card' ? pictures[0] : pictures.at(-1))?.url ?? PictureUrl;
  const common = {
    src: fallback,
    srcSet,
    sizes: srcSet ? SIZES[variant] : undefined,
    alt: '',
    fit: 'cover' as const,
  };
  return variant === 'card' ? (
    <Image {...common} h={140} loading="lazy" />
  ) : (
    <Image {...common} radius="lg" h={220} />
  );
}
