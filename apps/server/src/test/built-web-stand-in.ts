import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { TestApp } from './build-test-app';

/**
 * A tiny stand-in for apps/web/dist: a prerendered-looking index.html, an asset, and the .br/.gz
 * copies the web build writes beside them. Tests of the pages the server answers (link previews)
 * build their app with `WEB_DIST_DIR` set to `dir`.
 */
export const STAND_IN_INDEX = `<!doctype html>
<html lang="en" data-mantine-color-scheme="light">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="The app's own description."
    />
    <title>Tightlines</title>
    <style id="critical-css">body{margin:0}</style>
  </head>
  <body>
    <div id="root"></div>
    <template id="prerendered-home"><main>${'Latest fishing sessions '.repeat(60)}</main></template>
    <script src="/assets/boot-abc123.js"></script>
  </body>
</html>
`;
export const STAND_IN_ASSET = `console.log(${JSON.stringify('tight lines '.repeat(200))});`;

function writeWithCopies(file: string, text: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text));
}

/** Writes the stand-in build into a new temporary folder; `remove` deletes it. */
export function writeStandInWebDist(): { dir: string; remove: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tightlines-dist-'));
  writeWithCopies(path.join(dir, 'index.html'), STAND_IN_INDEX);
  writeWithCopies(path.join(dir, 'assets', 'boot-abc123.js'), STAND_IN_ASSET);
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** A page as a browser (or a crawler) taking `encoding` reads it, decompressed. */
export async function fetchPage(t: TestApp, url: string, encoding = 'br') {
  const response = await t.app.inject({ url, headers: { 'accept-encoding': encoding } });
  const raw = response.rawPayload;
  const content = response.headers['content-encoding'];
  const html =
    content === 'br'
      ? zlib.brotliDecompressSync(raw).toString('utf8')
      : content === 'gzip'
        ? zlib.gunzipSync(raw).toString('utf8')
        : raw.toString('utf8');
  return { response, html };
}

/** The content of each Open Graph / Twitter tag, as the HTML says it (still escaped). */
export function previewTagsOf(html: string): Record<string, string> {
  const head = html.slice(0, html.indexOf('</head>'));
  return Object.fromEntries(
    [...head.matchAll(/<meta (?:property|name)="((?:og|twitter):[a-z_]+)" content="([^"]*)" \/>/g)].map(
      (match) => [match[1]!, match[2]!],
    ),
  );
}
