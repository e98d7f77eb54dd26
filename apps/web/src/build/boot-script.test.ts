import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_TAP_ATTRIBUTE } from '../app/early-taps';
import { bootScript } from './boot-script';

const source = bootScript({
  entry: '/assets/app.js',
  preloads: [],
  stylesheet: '/assets/app.css',
  pages: { '/': 'prerendered-home' },
  signedInKey: 'tightlines.email',
  earlyTapAttribute: EARLY_TAP_ATTRIBUTE,
});

/** Runs the boot script on a page holding a prerendered home whose burger opts into early taps. */
function boot() {
  document.head.innerHTML = '<style id="critical-css"></style>';
  document.body.innerHTML = `<div id="root"></div><template id="prerendered-home"><button ${EARLY_TAP_ATTRIBUTE}="main-navigation">Open navigation</button><a href="/tournaments">Tournaments</a></template>`;
  new Function(source)();
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  document.documentElement.removeAttribute(EARLY_TAP_ATTRIBUTE);
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('boot script', () => {
  it("shows a guest the address's prerendered page", () => {
    boot();
    expect(document.querySelector('#root a')).toHaveTextContent('Tournaments');
  });

  it('notes a tap on an opted-in element for the app, and a second tap withdraws it', () => {
    boot();
    const burger = document.querySelector<HTMLButtonElement>('#root button')!;
    burger.click();
    expect(document.documentElement).toHaveAttribute(EARLY_TAP_ATTRIBUTE, 'main-navigation');
    burger.click();
    expect(document.documentElement).not.toHaveAttribute(EARLY_TAP_ATTRIBUTE);
  });

  it('notes nothing for taps elsewhere on the page', () => {
    boot();
    document
      .querySelector<HTMLAnchorElement>('#root a')!
      .dispatchEvent(new Event('click', { bubbles: true }));
    expect(document.documentElement).not.toHaveAttribute(EARLY_TAP_ATTRIBUTE);
  });
});
