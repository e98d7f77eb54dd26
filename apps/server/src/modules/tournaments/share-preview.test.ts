import { encodeUuid, HOME_PAGE } from '@tightlines/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shares } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { fetchPage, previewTagsOf, writeStandInWebDist } from '../../test/built-web-stand-in';
import { createUser, type TestUser } from '../../test/factories';
import { callAs, PNG_BYTES, uploadPicture } from '../../test/profile-factories';
import {
  loadTournamentCatalogue,
  publishTournament,
  tournamentInput,
  userIdOf,
  type TournamentCatalogue,
} from '../../test/tournament-factories';

const PUBLIC_URL = 'http://tightlines.example';

let dist: ReturnType<typeof writeStandInWebDist>;
let t: TestApp;
let organiser: TestUser;
let sharer: TestUser;
let catalogue: TournamentCatalogue;

beforeAll(async () => {
  dist = writeStandInWebDist();
  t = await buildTestApp({ env: { WEB_DIST_DIR: dist.dir, PUBLIC_URL } });
  catalogue = await loadTournamentCatalogue(t);
  organiser = await createUser(t, { roleName: 'Captain' });
  sharer = await createUser(t);
});
afterAll(async () => {
  await t?.close();
  dist?.remove();
});

const tagsAt = async (url: string) => previewTagsOf((await fetchPage(t, url)).html);

/** 13 to 15 March 2027, on Costa Rica's clock (UTC−6). */
const MARCH = {
  startDate: '2027-03-13T14:00:00.000Z',
  endDate: '2027-03-15T22:00:00.000Z',
  uploadDeadlineTime: '2027-03-16T04:00:00.000Z',
};

describe('link previews of shared tournaments', () => {
  it("gives a published tournament's page and its overlay links its name, days, fee, prize and picture", async () => {
    const pictureUrl = await uploadPicture(t, organiser, PNG_BYTES);
    const id = await publishTournament(
      t,
      organiser,
      tournamentInput(catalogue, {
        ...MARCH,
        tournamentName: 'Sailfish "Classic" <2027>',
        entranceFee: 25,
        prize: 1500,
        pictureUrl,
      }),
    );
    const link = `/tournament/${encodeUuid(id)}`;
    const { response, html } = await fetchPage(t, link);
    expect(response.statusCode).toBe(200);
    const tags = previewTagsOf(html);
    expect(tags).toMatchObject({
      'og:type': 'article',
      'og:title': 'Sailfish &quot;Classic&quot; &lt;2027&gt;',
      'og:description':
        'Mar 13 – 15, 2027. Entrance fee: $25.00. Prize: $1,500.00. A fishing tournament on Tightlines.',
      'og:url': `${PUBLIC_URL}${link}`,
      'og:image': `${PUBLIC_URL}/api/tournaments/${id}/picture`,
      'twitter:card': 'summary_large_image',
      'twitter:title': 'Sailfish &quot;Classic&quot; &lt;2027&gt;',
      'twitter:image': `${PUBLIC_URL}/api/tournaments/${id}/picture`,
    });
    expect(html).toContain('<title>Sailfish &quot;Classic&quot; &lt;2027&gt; · Tightlines</title>');

    // The same tags on every address that shares it: the list's overlay, home's redirect to it, a
    // plain UUID (the page takes one as a courtesy) and a trailing slash.
    for (const other of [
      `/tournament?tournament=${encodeUuid(id)}`,
      `/home?tournament=${encodeUuid(id)}`,
      `/?tournament=${encodeUuid(id)}`,
      `/tournament/${id}`,
      `${link}/`,
    ]) {
      expect(await tagsAt(other), other).toEqual(tags);
    }

    // The image address is stable; it sends the crawler to a freshly signed picture.
    const picture = await t.app.inject({ url: `/api/tournaments/${id}/picture` });
    expect(picture.statusCode).toBe(302);
    expect(picture.headers['cache-control']).toBe('public, max-age=300');
    const served = await t.app.inject({ url: picture.headers.location as string });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/^image\//);
  });

  it('says "Free" for a tournament without a fee, and offers no image without a picture', async () => {
    const id = await publishTournament(
      t,
      organiser,
      tournamentInput(catalogue, { ...MARCH, tournamentName: 'Open Day', entranceFee: 0, prize: 0 }),
    );
    const tags = await tagsAt(`/tournament/${encodeUuid(id)}`);
    expect(tags['og:title']).toBe('Open Day');
    expect(tags['og:description']).toBe(
      'Mar 13 – 15, 2027. Entrance fee: Free. A fishing tournament on Tightlines.',
    );
    expect(tags['og:image']).toBeUndefined();
    expect(tags['twitter:card']).toBe('summary');
    expect((await t.app.inject({ url: `/api/tournaments/${id}/picture` })).statusCode).toBe(404);
  });

  it('points og:image at the narrowest rendition a large card can use', async () => {
    const photo = await sharp({
      create: { width: 2000, height: 1000, channels: 3, background: { r: 20, g: 110, b: 150 } },
    })
      .jpeg()
      .toBuffer();
    const pictureUrl = await uploadPicture(t, organiser, photo, 'image/jpeg');
    const id = await publishTournament(t, organiser, tournamentInput(catalogue, { pictureUrl }));
    const picture = await t.app.inject({ url: `/api/tournaments/${id}/picture` });
    expect(picture.statusCode).toBe(302);
    const served = await t.app.inject({ url: picture.headers.location as string });
    expect((await sharp(served.rawPayload).metadata()).width).toBe(1600);
  });

  it("gives a draft's, a deleted, an unknown and a malformed tournament the generic tags, never their data", async () => {
    const draft = await callAs(t, 'PUT', '/api/tournaments/drafts', organiser, {
      tournamentName: 'Secret Draft Cup',
    });
    expect(draft.statusCode, draft.body).toBe(200);
    const draftId = draft.json().result.UUID as string;
    const pictureUrl = await uploadPicture(t, organiser, PNG_BYTES);
    const deleted = await publishTournament(
      t,
      organiser,
      tournamentInput(catalogue, { tournamentName: 'Deleted Derby', pictureUrl }),
    );
    const gone = await callAs(t, 'PUT', `/api/tournaments/${deleted}`, organiser, {
      statusName: 'Deleted',
      activitySourceName: 'Website',
    });
    expect(gone.statusCode, gone.body).toBe(200);

    for (const link of [
      `/tournament/${encodeUuid(draftId)}`,
      `/tournament?tournament=${encodeUuid(draftId)}`,
      `/tournament/${encodeUuid(deleted)}`,
      `/home?tournament=${encodeUuid(deleted)}`,
      `/tournament/${encodeUuid('7d0e6a58-2f4e-4c55-9a8e-2a6b1f0c9d11')}`,
      '/tournament/%3Cscript%3E',
      '/tournament?tournament=',
    ]) {
      const { response, html } = await fetchPage(t, link);
      expect(response.statusCode, link).toBe(200);
      const tags = previewTagsOf(html);
      expect(tags['og:type'], link).toBe('website');
      expect(tags['og:title'], link).toBe(HOME_PAGE.title);
      expect(tags['og:url'], link).toBe(`${PUBLIC_URL}/home`);
      expect(tags['og:image'], link).toBeUndefined();
      expect(html, link).not.toMatch(/Secret Draft Cup|Deleted Derby|<script>/);
    }
    expect((await t.app.inject({ url: `/api/tournaments/${deleted}/picture` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/tournaments/${draftId}/picture` })).statusCode).toBe(404);

    // The tournament list itself is no share link: served as built.
    expect(await tagsAt('/tournament')).toEqual({});
  });
});

describe('sharing a tournament', () => {
  it('records the share and answers its page, for a published tournament only', async () => {
    const id = await publishTournament(t, organiser, tournamentInput(catalogue));
    const body = { objectUUID: id, actionObjectName: 'Tournament', platformTypeName: 'Link' };
    expect((await t.app.inject({ method: 'POST', url: '/api/share', payload: body })).statusCode).toBe(401);

    const shared = await callAs(t, 'POST', '/api/share', sharer, body);
    expect(shared.statusCode, shared.body).toBe(200);
    expect(shared.json().result.url).toBe(`/tournament/${encodeUuid(id)}`);
    const rows = await t.database.db
      .select({
        userId: shares.userId,
        objectId: shares.objectId,
        type: shares.objectType,
        platform: shares.platform,
      })
      .from(shares)
      .where(eq(shares.id, shared.json().result.shareUUID as string));
    expect(rows).toEqual([
      { userId: await userIdOf(t, sharer), objectId: id, type: 'Tournament', platform: 'Link' },
    ]);

    const draft = await callAs(t, 'PUT', '/api/tournaments/drafts', organiser, { tournamentName: 'Not yet' });
    for (const objectUUID of [draft.json().result.UUID as string, '7d0e6a58-2f4e-4c55-9a8e-2a6b1f0c9d11']) {
      const refused = await callAs(t, 'POST', '/api/share', organiser, { ...body, objectUUID });
      expect(refused.statusCode, objectUUID).toBe(404);
    }
  });
});
