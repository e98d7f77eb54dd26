import { clubPath, HOME_PAGE } from '@tightlines/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { fetchPage, previewTagsOf, writeStandInWebDist } from '../../test/built-web-stand-in';
import { createClubAdmin, createTestClub } from '../../test/club-factories';
import { createUser, type TestUser } from '../../test/factories';
import { phoneJpeg } from '../../test/media-fixtures';
import { uploadPicture } from '../../test/profile-factories';

const PUBLIC_URL = 'http://tightlines.example';

let dist: ReturnType<typeof writeStandInWebDist>;
let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  dist = writeStandInWebDist();
  t = await buildTestApp({ env: { WEB_DIST_DIR: dist.dir, PUBLIC_URL } });
  admin = await createClubAdmin(t);
});
afterAll(async () => {
  await t?.close();
  dist?.remove();
});

const tagsAt = async (url: string) => previewTagsOf((await fetchPage(t, url)).html);

describe('club pictures and link previews (issue 37 points 1, 3)', () => {
  it("takes a club's picture through the media pipeline: the administrator's own upload, served without its metadata", async () => {
    const original = await phoneJpeg();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const pictureUrl = await uploadPicture(t, admin, original, 'image/jpeg');
    const club = await createTestClub(t, admin, { name: 'Picture Anglers', pictureUrl });
    expect(club.pictureUrl).toEqual(expect.any(String));
    const served = await t.app.inject({ url: club.pictureUrl! });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();

    // Someone else's upload is refused, naming the field; removing the picture leaves none.
    const other = await createUser(t);
    const theirs = await uploadPicture(t, other, original, 'image/jpeg');
    const refused = await t.app.inject({
      method: 'PATCH',
      url: `/api/clubs/${club.id}`,
      headers: admin.auth,
      payload: { pictureUrl: theirs },
    });
    expect(refused.statusCode).toBe(403);
    const removed = await t.app.inject({
      method: 'PATCH',
      url: `/api/clubs/${club.id}`,
      headers: admin.auth,
      payload: { pictureUrl: null },
    });
    expect(removed.json().result.pictureUrl).toBeNull();
  });

  it("gives a club's page its name, members, region, description and picture as a preview", async () => {
    const pictureUrl = await uploadPicture(t, admin, await phoneJpeg(), 'image/jpeg');
    const club = await createTestClub(t, admin, {
      name: 'Reef "Runners" <Club>',
      description: 'Light tackle on the reef.',
      pictureUrl,
    });
    const link = clubPath(club.id);
    const { response, html } = await fetchPage(t, link);
    expect(response.statusCode).toBe(200);
    const tags = previewTagsOf(html);
    expect(tags).toMatchObject({
      'og:title': 'Reef &quot;Runners&quot; &lt;Club&gt;',
      'og:description': 'A fishing club on Tightlines: 0 members. Light tackle on the reef.',
      'og:url': `${PUBLIC_URL}${link}`,
      'og:image': `${PUBLIC_URL}/api/clubs/${club.id}/picture`,
      'twitter:card': 'summary_large_image',
    });
    expect(html).toContain('<title>Reef &quot;Runners&quot; &lt;Club&gt; · Tightlines</title>');
    expect(await tagsAt(`${link}/`)).toEqual(tags);

    // The image address is stable; it sends the crawler to a freshly signed picture.
    const picture = await t.app.inject({ url: `/api/clubs/${club.id}/picture` });
    expect(picture.statusCode).toBe(302);
    const served = await t.app.inject({ url: picture.headers.location as string });
    expect(served.headers['content-type']).toMatch(/^image\//);
  });

  it('offers no image for a club without a picture, and the generic tags for an unknown club', async () => {
    const club = await createTestClub(t, admin, { name: 'Plain Club' });
    const tags = await tagsAt(clubPath(club.id));
    expect(tags['og:title']).toBe('Plain Club');
    expect(tags['og:image']).toBeUndefined();
    expect((await t.app.inject({ url: `/api/clubs/${club.id}/picture` })).statusCode).toBe(404);
    for (const unknown of [clubPath(crypto.randomUUID()), '/clubs/not-a-club']) {
      expect((await tagsAt(unknown))['og:title'], unknown).toBe(HOME_PAGE.title);
    }
  });
});
