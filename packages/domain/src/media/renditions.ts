/**
 * The widths (px) a tournament picture is also stored at, made by the server when the picture is
 * attached: the card takes a small one, the banner a large one (`srcset` + `sizes`).
 */
export const TOURNAMENT_PICTURE_WIDTHS = [400, 800, 1600] as const;

/** The longest side the wizard keeps of a tournament picture: the widest banner fills 1600 px. */
export const TOURNAMENT_PICTURE_MAX_SIDE_PX = 1600;

/** One picture a browser may pick for an `<img srcset>`: its address and its width in pixels. */
export interface PictureCandidate<T = string> {
  url: T;
  width: number;
}

/**
 * The rendition widths of a picture `sourceWidth` px wide: only those narrower than it, so a
 * picture is never enlarged (a 512 px one gets 400 only, a 300 px one none).
 */
export function renditionWidths(
  sourceWidth: number,
  widths: readonly number[] = TOURNAMENT_PICTURE_WIDTHS,
): number[] {
  return widths.filter((width) => width < sourceWidth);
}

/**
 * What a browser may pick from, narrowest first: the renditions, and the picture itself when it is
 * no wider than the widest rendition width (a wider original is stood in for by its 1600 px
 * rendition). A picture of unknown width with no renditions offers no candidate (`src` alone).
 */
export function pictureCandidates<T>(
  source: { url: T; width: number | null },
  renditions: PictureCandidate<T>[],
  widths: readonly number[] = TOURNAMENT_PICTURE_WIDTHS,
): PictureCandidate<T>[] {
  const widest = Math.max(...widths);
  const candidates = [...renditions];
  if (source.width !== null && (source.width <= widest || candidates.length === 0)) {
    candidates.push({ url: source.url, width: source.width });
  }
  return candidates
    .filter((candidate, index, all) => all.findIndex((other) => other.width === candidate.width) === index)
    .sort((a, b) => a.width - b.width);
}
