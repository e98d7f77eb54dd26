import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * The place of a progressive list's items still to join (`useProgressiveList`), put right after
 * the shown ones, in the same grid or stack: as tall as `count` more of them, laid out as they
 * are, so what follows the list is already where it will be once they have all joined. A reader
 * scrolling to it, or clicking it, never sees it move away. Being the list's `moreRef`, the whole
 * place is watched: a reader who jumps past it still has the items join. The list's outer element
 * takes `useListAnchoring`'s ref (below).
 */
export function ListRest({
  count,
  moreRef,
}: {
  count: number;
  moreRef: (element: HTMLElement | null) => void;
}) {
  const place = useRef<HTMLDivElement | null>(null);
  // Measured in the next frame's animation callbacks: after this commit, before that frame's
  // layout and paint, so the place never shows at another height, and the layout the measure
  // needs is the one the frame makes anyway, not one more forced within React's commit. Its height
  // is written to the element alone: nothing else renders again for it.
  useLayoutEffect(() => {
    const frame = requestAnimationFrame(() => {
      if (place.current) place.current.style.height = `${heightOfMore(place.current, count)}px`;
    });
    return () => cancelAnimationFrame(frame);
  }, [count]);
  return (
    <div
      ref={(element) => {
        place.current = element;
        moreRef(element);
      }}
      aria-hidden
      // One whole row of a grid, whatever its number of columns.
      style={{ gridColumn: '1 / -1' }}
    />
  );
}

/**
 * The height `count` more items take after `place`'s earlier siblings (the shown items), as many
 * a row as their first row holds, each row as tall as theirs on average, rows as far apart as the
 * list's gap. Zero where nothing is laid out yet.
 */
function heightOfMore(place: HTMLElement, count: number): number {
  const shown: DOMRect[] = [];
  for (let item = place.previousElementSibling; item; item = item.previousElementSibling) {
    shown.unshift(item.getBoundingClientRect());
  }
  const first = shown[0];
  const last = shown.at(-1);
  if (!first || !last || count <= 0) return 0;
  const perRow = shown.filter((box) => box.top === first.top).length;
  const rows = Math.ceil(shown.length / perRow);
  const gap = parseFloat(getComputedStyle(place.parentElement ?? place).rowGap) || 0;
  const rowHeight = (last.bottom - first.top - (rows - 1) * gap) / rows;
  const moreRows = Math.ceil(count / perRow);
  return Math.max(0, moreRows * rowHeight + (moreRows - 1) * gap);
}

/**
 * For a list's outer element (the returned ref): while `rest` items are still to join, and until
 * the frame after the last of them joined has been drawn, it is never the browser's scroll anchor.
 * The anchor is the element the browser keeps still in the view as the page above it changes; a
 * list taking over the place of its rest would keep its own top still and let what the reader sees
 * below it move by whatever the items' height differs from the place kept. Set on the element
 * itself, so the list does not render again for it.
 */
export function useListAnchoring<T extends HTMLElement>(rest: number): RefObject<T | null> {
  const list = useRef<T>(null);
  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return;
    if (rest > 0) {
      element.style.overflowAnchor = 'none';
      return;
    }
    if (!element.style.overflowAnchor) return;
    // The next frame lays the last items out; the task after it runs once that frame is drawn.
    let task: number | undefined;
    const frame = requestAnimationFrame(() => {
      task = window.setTimeout(() => element.style.removeProperty('overflow-anchor'), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(task);
    };
  }, [rest]);
  return list;
}
