import { useEffect, useState } from 'react';

/** Moves smaller than this (a trackpad's jitter, a browser bar resizing) change nothing. */
const JITTER_PX = 4;

/**
 * Whether a bar that hides on scrolling down should show (spec §2 footer): near the top of the page
 * and after any scroll up, however short, as opposed to Mantine's useHeadroom, which needs 100 px of
 * scrolling up spread over several scroll events and so stays hidden after one flick or Page Up.
 */
export function useShownOnScrollUp(fixedAt: number): boolean {
  const [shown, setShown] = useState(true);
  useEffect(() => {
    let last = window.scrollY;
    const handleScroll = () => {
      const y = window.scrollY;
      if (y <= fixedAt) setShown(true);
      else if (Math.abs(y - last) >= JITTER_PX) setShown(y < last);
      else return;
      last = y;
    };
    window.addEventListener('scroll', handleScroll, { passive: true });
    return () => window.removeEventListener('scroll', handleScroll);
  }, [fixedAt]);
  return shown;
}
