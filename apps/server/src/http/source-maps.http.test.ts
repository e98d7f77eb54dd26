import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';

let t: TestApp;
const MAP = '{"version":3,"sources":["../../src/secret-internals.ts"],"mappings":""}';

beforeAll(async () => {
  // A built web app with its source maps on disk, as `vite build` leaves it.
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'tightlines-web-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html><body></body></html>');
  fs.writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(webDist, 'assets', 'index-abc123.js.map'), MAP);
  fs.writeFileSync(path.join(webDist, 'assets', 'index-abc123.js.map.gz'), MAP);
  fs.writeFileSync(path.join(webDist, 'stray.js.map'), MAP);
  t = await buildTestApp({ env: { WEB_DIST_DIR: webDist, NODE_ENV: 'production' } });
});
afterAll(() => t.close());

describe('source maps', () => {
  it('are never served, whatever the path or encoding asked', async () => {
    for (const url of [
      '/assets/index-abc123.js.map',
      '/assets/index-abc123.js.map?x=1',
      '/assets/index-abc123.js.map.gz',
      '/stray.js.map',
      '/ASSETS/../assets/index-abc123.js.map',
    ]) {
      for (const encoding of ['identity', 'gzip, br']) {
        const response = await t.app.inject({ url, headers: { 'accept-encoding': encoding } });
        expect(response.statusCode, url).toBe(404);
        expect(response.body, url).not.toContain('secret-internals');
      }
    }
    const asset = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers.sourcemap).toBeUndefined();
  });
});
