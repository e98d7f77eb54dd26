import { encodeUuid, HOME_PAGE } from '@tightlines/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import {
  fetchPage,
  previewTagsOf,
  STAND_IN_ASSET,
  STAND_IN_INDEX,
  writeStandInWebDist,
} from '../../test/built-web-stand-in';
import { createUser, type TestUser } from '../../test/factories';
import { callAs, PNG_BYTES, uploadPicture } from '../../test/profile-factories';
import { createSession, sessionInput, uploadVideo } from '../../test/session-factories';

const PUBLIC_URL = 'http://tightlines.example';
const HOSTILE = `<script>alert("x")</script>&'`;

let dist: ReturnType<typeof writeStandInWebDist>;
let t: TestApp;
let owner: TestUser;

beforeAll(async () => {
  dist = writeStandInWebDist();
  t = await buildTestApp({ env: { WEB_DIST_DIR: dist.dir, PUBLIC_URL } });
  owner = await createUser(t, { name: HOSTILE, lastname: 'Fisher' });
});
afterAll(async () => {
  await t.close();
  dist.remove();
});

/** A visible session of `owner` with one released fish and a video with a poster. */
async function sessionWithPoster(): Promise<string> {
  const input = await sessionInput(t);
  input.logs![0]!.video = {
    key: await uploadVideo(t, owner),
    thumbnailKey: await uploadPicture(t, owner, PNG_BYTES),
  };
  const created = await callAs(t, 'POST', '/api/sessions', owner, input);
  expect(created.statusCode, created.body).toBe(200);
  return created.json().result.UUID as string;
}

const page = (url: string, encoding?: string) => fetchPage(t, url, encoding);
const tagsOf = previewTagsOf;
const INDEX = STAND_IN_INDEX;
const ASSET = STAND_IN_ASSET;

describe('the built app with its precompressed copies', () => {
  it('serves index.html and assets from the .br/.gz copies when the browser takes them', async () => {
    const home = await page('/', 'gzip, deflate, br');
    expect(home.response.statusCode).toBe(200);
    expect(home.response.headers['content-encoding']).toBe('br');
    expect(home.response.headers['content-type']).toMatch(/^text\/html/);
    expect(home.response.headers['cache-control']).toBe('no-cache');
    expect(home.html).toBe(INDEX);
    expect(tagsOf(home.html)).toEqual({});

    const gzipped = await page('/my_fish_logs', 'gzip');
    expect(gzipped.response.headers['content-encoding']).toBe('gzip');
    expect(gzipped.html).toBe(INDEX);

    const asset = await page('/assets/boot-abc123.js', 'br');
    expect(asset.response.headers['content-encoding']).toBe('br');
    expect(asset.response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.html).toBe(ASSET);
    expect((await page('/assets/boot-abc123.js', 'identity')).html).toBe(ASSET);
  });
});

describe('Open Graph previews of share links', () => {
  it("puts the session's escaped tags into the head of the served index.html", async () => {
    const uuid = await sessionWithPoster();
    const shared = await callAs(t, 'POST', '/api/share', owner, { objectUUID: uuid });
    const link = shared.json().result.url as string;
    expect(link).toBe(`/home?session=${encodeUuid(uuid)}`);

    const { response, html } = await page(link, 'gzip, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const tags = tagsOf(html);
    const escapedName = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39; Fisher';
    expect(tags).toMatchObject({
      'og:type': 'article',
      'og:title': `${escapedName}&#39;s fishing session — 1 release`,
      'og:url': `${PUBLIC_URL}/home?session=${encodeUuid(uuid)}`,
      'og:image': `${PUBLIC_URL}/api/sessions/${uuid}/poster`,
      'twitter:card': 'summary_large_image',
      'twitter:image': `${PUBLIC_URL}/api/sessions/${uuid}/poster`,
    });
    expect(tags['og:description']).toMatch(/^Billfish session on .+\. 1 × .+ \(Release\)\. Watch 1 video/);
    expect(html).toContain(`<title>${escapedName}&#39;s fishing session — 1 release · Tightlines</title>`);
    expect(html).not.toContain("The app's own description.");
    expect(html).not.toContain('<script>alert');
    // The rest of the page is the build's, untouched.
    expect(html.slice(html.indexOf('</head>'))).toBe(INDEX.slice(INDEX.indexOf('</head>')));

    // The same tags without compression, and on `/` too.
    const plain = await page(`/?session=${encodeUuid(uuid)}`, 'identity');
    expect(plain.response.headers['content-encoding']).toBeUndefined();
    expect(tagsOf(plain.html)['og:title']).toBe(tags['og:title']);
  });

  it('gives hidden, deleted, unknown and malformed sessions the generic tags, never their data', async () => {
    const hidden = await sessionWithPoster();
    expect((await callAs(t, 'PUT', `/api/sessions/${hidden}`, owner, { isHidden: true })).statusCode).toBe(
      200,
    );
    const deleted = await sessionWithPoster();
    expect((await callAs(t, 'PUT', `/api/sessions/${deleted}`, owner, { isDelete: true })).statusCode).toBe(
      200,
    );
    const links = [
      `/home?session=${encodeUuid(hidden)}`,
      `/home?session=${encodeUuid(deleted)}`,
      `/home?session=${encodeUuid('7d0e6a58-2f4e-4c55-9a8e-2a6b1f0c9d11')}`,
      '/home?session=%3Cscript%3E',
      '/?session=',
    ];
    for (const link of links) {
      const { response, html } = await page(link);
      expect(response.statusCode, link).toBe(200);
      const tags = tagsOf(html);
      expect(tags['og:type'], link).toBe('website');
      // The home page's, as the app names it in the tab.
      expect(tags['og:title'], link).toBe(HOME_PAGE.title);
      expect(html, link).toContain(`<title>${HOME_PAGE.title} · Tightlines</title>`);
      expect(tags['og:url'], link).toBe(`${PUBLIC_URL}/home`);
      expect(tags['og:image'], link).toBeUndefined();
      expect(html, link).not.toContain('Fisher');
      expect(html, link).not.toContain('<script>');
    }
  });

  it('redirects the poster address to a signed picture of a visible session only', async () => {
    const uuid = await sessionWithPoster();
    const poster = await t.app.inject({ url: `/api/sessions/${uuid}/poster` });
    expect(poster.statusCode).toBe(302);
    const location = poster.headers.location as string;
    expect(poster.json().result.url).toBe(location);
    const picture = await t.app.inject({ url: location });
    expect(picture.statusCode).toBe(200);
    // The poster as uploaded, re-encoded without its metadata (ADR 004).
    expect(await sharp(picture.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });

    const withoutVideo = await createSession(t, owner);
    expect((await t.app.inject({ url: `/api/sessions/${withoutVideo}/poster` })).statusCode).toBe(404);
    await callAs(t, 'PUT', `/api/sessions/${uuid}`, owner, { isHidden: true });
    expect((await t.app.inject({ url: `/api/sessions/${uuid}/poster` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/sessions/not-a-uuid/poster' })).statusCode).toBe(400);
  });
});
