import { JSDOM } from 'jsdom';
import postcss, { type Container } from 'postcss';

// Interaction states and generated content: a rule for `.x:hover` or `.x::before` is kept when `.x`
// is on the page.
const DYNAMIC_PSEUDO =
  /::?(?:hover|focus|focus-visible|focus-within|active|visited|disabled|checked|indeterminate|invalid|placeholder-shown|placeholder|before|after|selection|marker|backdrop|-webkit-[\w-]+|-moz-[\w-]+|-ms-[\w-]+)(?:\([^()]*\))?/g;

/**
 * The part of the stylesheet the prerendered pages use: every rule with a selector that matches an
 * element of one of them (at any screen width), plus the at-rules that define things (keyframes,
 * fonts, layers, properties). Inlined in index.html so the first paint needs no stylesheet download;
 * the full stylesheet follows once the page is painted.
 */
export function criticalCss(css: string, pages: readonly string[]): string {
  const documents = pages.map(
    (markup) =>
      new JSDOM(
        `<!doctype html><html lang="en" data-mantine-color-scheme="light"><head></head><body><div id="root">${markup}</div></body></html>`,
        { url: 'http://localhost/' },
      ).window.document,
  );
  const cache = new Map<string, boolean>();
  const used = (selector: string): boolean => {
    const known = cache.get(selector);
    if (known !== undefined) return known;
    const query = (candidate: string) =>
      documents.some((document) => document.querySelector(candidate) !== null);
    let result: boolean;
    try {
      result = query(selector) || query(selector.replace(DYNAMIC_PSEUDO, '').trim() || '*');
    } catch {
      // A selector the DOM cannot evaluate stays: keeping a rule is always safe.
      result = true;
    }
    cache.set(selector, result);
    return result;
  };

  const root = postcss.parse(css);
  const prune = (container: Container) => {
    container.each((node) => {
      if (node.type === 'rule') {
        if (!node.selectors.some(used)) node.remove();
      } else if (
        node.type === 'atrule' &&
        ['media', 'supports', 'layer', 'container'].includes(node.name) &&
        node.nodes
      ) {
        prune(node);
        if (node.nodes.length === 0) node.remove();
      }
    });
  };
  prune(root);
  return root.toString();
}
