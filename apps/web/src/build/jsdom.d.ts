// jsdom ships no types and @types/jsdom is not worth a dependency for the one constructor the
// prerender uses.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string, options: { url: string; pretendToBeVisual?: boolean });
    readonly window: Window & typeof globalThis;
  }
}
