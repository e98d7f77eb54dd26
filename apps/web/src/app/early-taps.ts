/**
 * Taps on the prerendered page before the app has started. A guest sees that page at once, while
 * the app is still loading; its buttons cannot act yet, so the boot script (build/boot-script.ts)
 * notes which one was tapped on the document element, and the component that owns the real button
 * takes the note when it mounts and acts on it. The tap is answered late rather than lost.
 *
 * A prerendered element opts in with `{...earlyTapTarget(name)}`; a second tap on the same element
 * withdraws the note, as a toggle would.
 */
export const EARLY_TAP_ATTRIBUTE = 'data-early-tap';

export type EarlyTap = 'main-navigation';

export function earlyTapTarget(name: EarlyTap): Record<typeof EARLY_TAP_ATTRIBUTE, EarlyTap> {
  return { [EARLY_TAP_ATTRIBUTE]: name };
}

/** Whether the element named `name` was tapped before the app started; the note is used up. */
export function takeEarlyTap(name: EarlyTap): boolean {
  const root = document.documentElement;
  if (root.getAttribute(EARLY_TAP_ATTRIBUTE) !== name) return false;
  root.removeAttribute(EARLY_TAP_ATTRIBUTE);
  return true;
}
