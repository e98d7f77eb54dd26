/**
 * The source of the small classic script that index.html runs in place of the app's module script
 * and stylesheet link. When a guest opens an address that has a prerendered page, it shows that page
 * at once (styled by the inlined critical rules) and loads the stylesheet and the app only after the
 * browser has painted it, so on a slow connection nothing competes with the first paint. Elsewhere
 * it loads both straight away and starts the app once the stylesheet is in. A separate file rather
 * than an inline script: the content security policy allows no inline scripts.
 */
export function bootScript({
  entry,
  preloads,
  stylesheet,
  pages,
  signedInKey,
  earlyTapAttribute,
}: {
  entry: string;
  preloads: readonly string[];
  stylesheet: string;
  /** Path → id of the template holding that path's prerendered #root. */
  pages: Record<string, string>;
  signedInKey: string;
  /** Marks the prerendered elements whose taps the app answers once it starts (app/early-taps.ts). */
  earlyTapAttribute: string;
}): string {
  return `(function () {
  var entry = ${JSON.stringify(entry)};
  var preloads = ${JSON.stringify(preloads)};
  var stylesheet = ${JSON.stringify(stylesheet)};
  var pages = ${JSON.stringify(pages)};
  var signedInKey = ${JSON.stringify(signedInKey)};
  var earlyTapAttribute = ${JSON.stringify(earlyTapAttribute)};
  var started = false;
  // The full stylesheet goes right after the inlined rules, before Mantine's theme styles, which
  // must keep overriding its defaults.
  function loadStylesheet(blockRendering) {
    var critical = document.getElementById('critical-css');
    var link = document.createElement('link');
    link.rel = 'stylesheet';
    link.crossOrigin = '';
    link.href = stylesheet;
    if (blockRendering) link.setAttribute('blocking', 'render');
    critical.parentNode.insertBefore(link, critical.nextSibling);
    return link;
  }
  function runApp() {
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }
  function start(waitForStylesheet) {
    if (started) return;
    started = true;
    var link = loadStylesheet(waitForStylesheet);
    preloads.forEach(function (href) {
      var preload = document.createElement('link');
      preload.rel = 'modulepreload';
      preload.crossOrigin = '';
      preload.href = href;
      document.head.appendChild(preload);
    });
    if (!waitForStylesheet) return runApp();
    // Nothing is painted yet: the app renders once the stylesheet is in, so it never shows unstyled.
    link.addEventListener('load', runApp);
    link.addEventListener('error', runApp);
  }
  var path = location.pathname.replace(/\\/+$/, '') || '/';
  var template = Object.prototype.hasOwnProperty.call(pages, path) && document.getElementById(pages[path]);
  var root = document.getElementById('root');
  var guest = true;
  try {
    guest = !localStorage.getItem(signedInKey);
  } catch (error) {
    // Storage may be blocked; treat the visitor as a guest.
  }
  // The prerendered page is a guest's, before any sign-in returns with ?code=.
  if (!template || !root || !guest || location.search.indexOf('code=') !== -1) return start(true);
  var page = template.content.cloneNode(true);
  // Until the app replaces this page its buttons cannot act: note the tap for the app to answer.
  Array.prototype.forEach.call(page.querySelectorAll('[' + earlyTapAttribute + ']'), function (element) {
    element.addEventListener('click', function () {
      var name = element.getAttribute(earlyTapAttribute);
      var noted = document.documentElement.getAttribute(earlyTapAttribute) === name;
      if (noted) document.documentElement.removeAttribute(earlyTapAttribute);
      else document.documentElement.setAttribute(earlyTapAttribute, name);
    });
  });
  root.appendChild(page);
  function startAfterPaint() {
    start(false);
  }
  // Wait until the browser reports the first contentful paint, i.e. the frame that shows the page
  // reached the screen: a frame callback runs before that frame is presented, so requests made
  // from it would still compete with the paint on a slow connection (and Lighthouse would count
  // them in the page's FCP and LCP).
  var paints = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (paints && paints.indexOf('paint') !== -1) {
    new PerformanceObserver(function (list, observer) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      startAfterPaint();
    }).observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(function () {
      setTimeout(startAfterPaint, 0);
    });
  }
  // Hidden tabs paint no frames; start anyway.
  setTimeout(startAfterPaint, 3000);
})();
`;
}
