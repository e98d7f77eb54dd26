import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';

let t: TestApp;

beforeAll(async () => {
  // A built web app as `vite build` leaves it (apps/web/vite.config.ts): the guests' prerendered pages
  // and spa.html, the same page with nothing prerendered.
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'tightlines-web-'));
  const page = (file: string, body: string) => {
    fs.mkdirSync(path.dirname(path.join(webDist, file)), { recursive: true });
    fs.writeFileSync(
      path.join(webDist, file),
      `<!doctype html><html><body><div id="root">${body}</div></body></html>`,
    );
  };
  page('index.html', 'guests home');
  page('home/index.html', 'guests home at /home');
  page('tournament/index.html', 'guests tournaments');
  page('spa.html', '');
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
  // The installable app (vite-plugin-pwa): its service worker and manifest at the root.
  fs.writeFileSync(path.join(webDist, 'sw.js'), 'self.addEventListener("fetch", () => undefined)');
  fs.writeFileSync(path.join(webDist, 'manifest.webmanifest'), JSON.stringify({ name: 'Tightlines' }));
  t = await buildTestApp({ env: { WEB_DIST_DIR: webDist } });
});
afterAll(() => t.close());

const rootOf = async (url: string, cookie?: string, acceptLanguage?: string) => {
  const headers: Record<string, string> = {};
  if (cookie) headers.cookie = cookie;
  if (acceptLanguage) headers['accept-language'] = acceptLanguage;
  const response = await t.app.inject({ url, headers });
  expect(response.statusCode, url).toBe(200);
  expect(response.headers['cache-control'], url).toBe('no-cache');
  return /<div id="root">(.*)<\/div>/.exec(response.body)?.[1];
};

describe('the pages of the built app', () => {
  it("answers a guest with the path's prerendered page, trailing slash or not", async () => {
    expect(await rootOf('/')).toBe('guests home');
    expect(await rootOf('/home')).toBe('guests home at /home');
    expect(await rootOf('/tournament')).toBe('guests tournaments');
    expect(await rootOf('/tournament/')).toBe('guests tournaments');
  });

  it('answers the page with nothing prerendered for every other path and any address with a query', async () => {
    expect(await rootOf('/ranking')).toBe('');
    expect(await rootOf('/tournament/123')).toBe('');
    expect(await rootOf('/?code=abc&state=def')).toBe('');
    expect(await rootOf('/?resetPassword=secret')).toBe('');
  });

  it("never shows a signed-in visitor the guests' page", async () => {
    expect(await rootOf('/', 'tl_signed_in=1')).toBe('');
    expect(await rootOf('/tournament', 'theme=dark; tl_signed_in=1')).toBe('');
    expect(await rootOf('/', 'tl_signed_in=0')).toBe('guests home');
  });

  it("answers the page with nothing prerendered to a visitor reading Spanish (the guests' pages are English)", async () => {
    expect(await rootOf('/', 'tl_ui_lang=es')).toBe('');
    expect(await rootOf('/tournament', 'theme=dark; tl_ui_lang=es')).toBe('');
    expect(await rootOf('/', undefined, 'es-MX,es;q=0.9,en;q=0.8')).toBe('');
    expect(await rootOf('/', undefined, 'fr-FR, en;q=0.5, es;q=0.9')).toBe('');
    // The choice made in the app outranks the browser's.
    expect(await rootOf('/', 'tl_ui_lang=en', 'es-MX')).toBe('guests home');
    expect(await rootOf('/', undefined, 'fr-FR, en-GB;q=0.8')).toBe('guests home');
    expect(await rootOf('/', 'tl_ui_lang=de')).toBe('guests home');
  });

  it('still serves the assets', async () => {
    const asset = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
  });

  it('serves the service worker and the manifest of the installable app, looked at anew on every visit', async () => {
    const worker = await t.app.inject({ url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    const manifest = await t.app.inject({ url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.json()).toEqual({ name: 'Tightlines' });
  });
});
