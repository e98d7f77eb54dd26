/**
 * Stored-XSS payloads. Each one, if it ever ran, would set `window.__xss`; the journey reads that
 * flag, and also looks for any element or event-handler attribute the payload tried to create.
 */
const ACTIONS = ['window.__xss=1', 'top.__xss=1', "self['__xss']=1", 'parent.__xss=1', 'globalThis.__xss=1'];

const VECTORS: ((action: string) => string)[] = [
  (a) => `<script>${a}</script>`,
  (a) => `<img src=x onerror=${a}>`,
  (a) => `<svg onload=${a}>`,
  (a) => `<svg/onload=${a}>`,
  (a) => `<body onload=${a}>`,
  (a) => `<iframe src="javascript:${a}">`,
  (a) => `<a href="javascript:${a}">x</a>`,
  (a) => `<details open ontoggle=${a}>`,
  (a) => `<input autofocus onfocus=${a}>`,
  (a) => `<video><source onerror=${a}>`,
  (a) => `<audio src onerror=${a}>`,
  (a) => `<object data="javascript:${a}">`,
  (a) => `<marquee onstart=${a}>`,
  (a) => `javascript:${a}`,
  (a) => `<IMG SRC=x OnErRoR=${a}>`,
];

const PREFIXES = ['', '">', "'>", '</textarea>'];

function build(): string[] {
  const payloads = new Set<string>();
  for (const prefix of PREFIXES) {
    for (const vector of VECTORS) {
      for (const action of ACTIONS) {
        const payload = `${prefix}${vector(action)}`;
        if (payload.length <= 80) payloads.add(payload);
      }
    }
  }
  return [...payloads];
}

export const XSS_PAYLOADS = build();

/** Payloads short enough for 40-character fields (hull numbers). */
export const SHORT_XSS_PAYLOADS = XSS_PAYLOADS.filter((payload) => payload.length <= 40);
