import type { ReactNode } from 'react';

/**
 * A box whose content scrolls sideways inside it when wider than the screen (the fish-log table on a
 * phone), so the page itself never does. Focusable, so keyboard users can scroll it too.
 */
export function SidewaysScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take the focus to be scrolled by keyboard (axe: scrollable-region-focusable)
    <div role="region" aria-label={label} tabIndex={0} style={{ overflowX: 'auto' }}>
      {children}
    </div>
  );
}
