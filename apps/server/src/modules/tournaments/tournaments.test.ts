import { messages, type TournamentDraftInput, type TournamentDto } from '@tightlines/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaObjects, paymentProducts, species, tournamentDrafts, tournaments } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser, MISSING_UUID, type TestUser } from '../../test/factories';
import { answerJudging } from '../../test/judging-factories';
import { PNG_BYTES, uploadPicture } from '../../test/profile-factories';
import { statementsRunBy } from '../../test/statements';
import {
  loadTournamentCatalogue,
  publishTournament,
  tournamentInput,
  type TournamentCatalogue,
} from '../../test/tournament-factories';

let t: TestApp;
let catalogue: TournamentCatalogue;
let organiser: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  catalogue = await loadTournamentCatalogue(t);
  organiser = await createUser(t, { roleName: 'Captain' });
  stranger = await createUser(t);
});
afterAll(() => t?.close());

const publish = (input: unknown, user: TestUser | null = organiser) =>
  t.app.inject({
    method: 'POST',
    url: '/api/tournaments',
    headers: user?.auth ?? {},
    payload: input as object,
  });

describe('POST /api/tournaments (publish)', () => {
  it('refuses a guest with 401', async () => {
    expect((await publish(tournamentInput(catalogue), null)).statusCode).toBe(401);
  });

  const HOUR = 3_600_000;
  const past = new Date(Date.now() - HOUR).toISOString();
  const serverCases: [string, () => Partial<TournamentDraftInput>, string, string][] = [
    ['no name', () => ({ tournamentName: undefined }), 'tournamentName', messages.completeRequiredFields],
    ['start in the past', () => ({ startDate: past }), 'startDate', messages.startNotFuture],
    [
      'an end before the start',
      () => {
        const input = tournamentInput(catalogue);
        return { endDate: new Date(Date.parse(input.startDate!) - HOUR).toISOString() };
      },
      'endDate',
      messages.endBeforeStart,
    ],
    [
      'deadline before the end',
      () => {
        const input = tournamentInput(catalogue);
        return { uploadDeadlineTime: input.endDate };
      },
      'uploadDeadlineTime',
      messages.deadlineBeforeEnd,
    ],
    [
      'regional without a region',
      () => ({ regionNames: [] }),
      'regionNames',
      messages.completeRequiredFields,
    ],
    [
      'a region that does not exist',
      () => ({ regionNames: [{ regionName: 'Atlantis' }] }),
      'regionNames',
      messages.completeRequiredFields,
    ],
    [
      'local without localities',
      () => ({ regionType: 'Local', regionNames: [] }),
      'localityUUIDs',
      messages.completeRequiredFields,
    ],
    [
      'a global one in another zone',
      () => ({ regionType: 'Global', regionNames: [] }),
      'officialTournamentTimeZone',
      messages.completeRequiredFields,
    ],
    ['no rule set', () => ({ ruleUUID: undefined }), 'ruleUUID', messages.selectRules],
    ['an unknown rule set', () => ({ ruleUUID: MISSING_UUID }), 'ruleUUID', messages.selectRules],
    ['no judge', () => ({ judgesEmails: [] }), 'judgesEmails', messages.selectOneJudge],
    [
      'a judge twice',
      () => ({ judgesEmails: [{ judgeEmail: 'a@example.com' }, { judgeEmail: 'A@example.com' }] }),
      'judgesEmails',
      messages.judgeAlreadySelected,
    ],
    ['no club option', () => ({ clubOption: undefined }), 'clubOption', messages.selectOption],
    [
      'club members only without a club',
      () => ({ clubOption: 'Club members only' }),
      'clubId',
      messages.selectOneClub,
    ],
    [
      'an unknown species',
      () => ({ fishes: [{ fishUUID: MISSING_UUID }] }),
      'fishes',
      messages.completeRequiredFields,
    ],
    ['a negative fee', () => ({ entranceFee: -1 }), 'entranceFee', messages.amountNegative],
    ['a negative prize', () => ({ prize: -0.5 }), 'prize', messages.amountNegative],
    ['a fee in fractions of a cent', () => ({ entranceFee: 10.001 }), 'entranceFee', messages.amountCents],
    ['a fishing radius of 0', () => ({ fishingRadiusNm: 0 }), 'fishingRadiusNm', messages.fishingRadiusRange],
    [
      'terms not accepted',
      () => ({ acceptedTerms: false }),
      'acceptedTerms',
      messages.completeRequiredFields,
    ],
  ];

  it.each(serverCases)('refuses %s with 400 naming the field', async (_name, change, field, message) => {
    const response = await publish(tournamentInput(catalogue, change()));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe(message);
    expect(response.json().details.fields).toContain(field);
  });

  it('publishes a free regional tournament with no payment product', async () => {
    const response = await publish(tournamentInput(catalogue));
    expect(response.statusCode, response.body).toBe(200);
    const created = response.json().result;
    expect(created).toMatchObject({
      Name: 'Marlin Open',
      tournamentStatus: 'Active',
      displayStatus: 'Active',
      EntranceFee: 0,
      Prize: 500,
      prizeCents: 50_000,
      regionTypeName: 'Regional',
      OfficialTournamentTimeZone: 'America/Costa_Rica',
      AllowLateJoin: true,
      can: { judge: true, manage: true, join: true, seeMembers: true, seeObjectOfTheDay: true },
      judgesEmails: ['judge@example.com'],
      fishingRadiusNm: 100,
    });
    // A regional tournament fishes from every locality of its region, each placed on the map.
    const [location] = created.locations;
    expect(location.regionName).toBe(catalogue.regionA.name);
    expect(location.localities).toContainEqual({
      UUID: catalogue.regionA.localityId,
      localityName: expect.any(String),
      latitude: expect.any(Number),
      longitude: expect.any(Number),
    });
    const [row] = await t.database.db.select().from(tournaments).where(eq(tournaments.id, created.UUID));
    expect(row?.paymentProductId).toBeNull();
  });

  it('creates the payment product of a paid tournament, in cents', async () => {
    const id = await publishTournament(t, organiser, tournamentInput(catalogue, { entranceFee: 150.5 }));
    const [row] = await t.database.db
      .select({ cents: paymentProducts.unitAmountCents })
      .from(tournaments)
      .innerJoin(paymentProducts, eq(paymentProducts.id, tournaments.paymentProductId))
      .where(eq(tournaments.id, id));
    expect(row?.cents).toBe(15_050);
  });

  it('keeps the fishing radius the organiser chose', async () => {
    const response = await publish(tournamentInput(catalogue, { fishingRadiusNm: 25 }));
    expect(response.json().result.fishingRadiusNm).toBe(25);
  });

  it('forces UTC on a global tournament sent without a zone', async () => {
    const response = await publish(
      tournamentInput(catalogue, {
        regionType: 'Global',
        regionNames: [],
        officialTournamentTimeZone: undefined,
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().result).toMatchObject({
      OfficialTournamentTimeZone: 'UTC',
      RegionTypeId: 1,
      locations: [],
    });
  });

  it("takes the organiser's own uploaded picture, and refuses someone else's", async () => {
    const png = await uploadPicture(t, organiser, PNG_BYTES);
    const published = await publish(tournamentInput(catalogue, { pictureUrl: png }));
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().result.PictureUrl).toMatch(/^\/media\/uploads\/.+\.png\?expires=/);
    const theirs = await uploadPicture(t, stranger, PNG_BYTES);
    expect((await publish(tournamentInput(catalogue, { pictureUrl: theirs }))).statusCode).toBe(403);
  });

  it("tags the picture as the tournament's: attached, kept by the sweep of unattached uploads, served", async () => {
    const png = await uploadPicture(t, organiser, PNG_BYTES);
    const untagged = await t.database.db.select().from(mediaObjects).where(eq(mediaObjects.key, png));
    expect(untagged[0]?.attachedAt).toBeNull();
    const published = await publish(tournamentInput(catalogue, { pictureUrl: png }));
    expect(published.statusCode, published.body).toBe(200);
    const [tagged] = await t.database.db.select().from(mediaObjects).where(eq(mediaObjects.key, png));
    // The sweep of uploads nothing uses reads only untagged rows: this one is never removed.
    expect(tagged).toMatchObject({ state: 'active', attachedAt: expect.any(Date) });
    const served = await t.app.inject({ url: published.json().result.PictureUrl as string });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.subarray(0, 8)).toEqual(PNG_BYTES.subarray(0, 8));
  });

  it('publishing the same UUID twice makes one tournament', async () => {
    const input = tournamentInput(catalogue, { UUID: crypto.randomUUID() });
    const [first, second] = [await publish(input), await publish(input)];
    expect(second.statusCode).toBe(200);
    expect(second.json().result.UUID).toBe(first.json().result.UUID);
    const rows = await t.database.db.select().from(tournaments).where(eq(tournaments.id, input.UUID!));
    expect(rows).toHaveLength(1);
  });

  it('answers 404 to publishing under the id of a deleted tournament, its organiser included (issue 32)', async () => {
    const input = tournamentInput(catalogue, { UUID: crypto.randomUUID() });
    expect((await publish(input)).statusCode).toBe(200);
    const deleted = await t.app.inject({
      method: 'PUT',
      url: `/api/tournaments/${input.UUID}`,
      headers: organiser.auth,
      payload: { statusName: 'Deleted', activitySourceName: 'Website' },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const again = await publish(input);
    expect(again.statusCode, again.body).toBe(404);
    const rival = await createUser(t, { roleName: 'Captain' });
    expect((await publish(input, rival)).statusCode).toBe(404);
  });

  it("answers 404 to publishing under someone else's draft or tournament, and the owner still publishes it (issue 32)", async () => {
    const rival = await createUser(t, { roleName: 'Captain' });
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/tournaments/drafts',
      headers: organiser.auth,
      payload: { tournamentName: 'Owner draft' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const draftId = saved.json().result.UUID as string;
    const stolen = await publish(tournamentInput(catalogue, { UUID: draftId }), rival);
    expect(stolen.statusCode, stolen.body).toBe(404);
    expect(await t.database.db.select().from(tournaments).where(eq(tournaments.id, draftId))).toHaveLength(0);
    const own = await publish(tournamentInput(catalogue, { UUID: draftId }));
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().result.can.manage).toBe(true);
    expect(
      await t.database.db.select().from(tournamentDrafts).where(eq(tournamentDrafts.id, draftId)),
    ).toHaveLength(0);
    // A published tournament of someone else answers like a missing one too.
    expect((await publish(tournamentInput(catalogue, { UUID: draftId }), rival)).statusCode).toBe(404);
  });

  it("shows the judges' addresses to the organiser only", async () => {
    const id = await publishTournament(t, organiser, tournamentInput(catalogue));
    const asStranger = await t.app.inject({ url: `/api/tournaments/${id}`, headers: stranger.auth });
    expect(asStranger.json().result).toMatchObject({
      judgesEmails: [],
      can: { judge: false, manage: false, join: true, seeMembers: false, seeObjectOfTheDay: false },
      userIsJoined: false,
    });
    const asGuest = await t.app.inject({ url: `/api/tournaments/${id}` });
    expect(asGuest.statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/tournaments/${MISSING_UUID}` })).statusCode).toBe(404);
  });

  it('shows everyone the names of the judges who accepted, never their addresses', async () => {
    const judge = await createUser(t, { name: 'Jude', lastname: 'Reyes' });
    const id = await publishTournament(
      t,
      organiser,
      tournamentInput(catalogue, {
        judgesEmails: [{ judgeEmail: judge.email.toUpperCase() }, { judgeEmail: 'no-account@example.com' }],
      }),
    );
    const asGuest = async () => (await t.app.inject({ url: `/api/tournaments/${id}` })).json().result;
    // Named is only invited (issue 32): the name shows once they accept.
    expect(await asGuest()).toMatchObject({ judgeNames: [], judgesEmails: [] });
    await answerJudging(t, judge, id, true);
    expect(await asGuest()).toMatchObject({ judgeNames: ['Jude Reyes'], judgesEmails: [] });
    const asOrganiser = (
      await t.app.inject({ url: `/api/tournaments/${id}`, headers: organiser.auth })
    ).json().result;
    expect(asOrganiser.judgesEmails).toHaveLength(2);
    expect(asOrganiser.judgeNames).toEqual(['Jude Reyes']);
  });
});

describe('drafts', () => {
  const saveDraft = (payload: object, user: TestUser = organiser) =>
    t.app.inject({ method: 'PUT', url: '/api/tournaments/drafts', headers: user.auth, payload });

  it('saves, resumes, replaces, lists and deletes a draft of the organiser only', async () => {
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/tournaments/drafts', payload: {} })).statusCode,
    ).toBe(401);
    const saved = await saveDraft({ tournamentName: 'Half done', entranceFee: 25 });
    expect(saved.statusCode, saved.body).toBe(200);
    const draftId = saved.json().result.UUID as string;

    const replaced = await saveDraft({ UUID: draftId, tournamentName: 'Half done', regionType: 'Local' });
    expect(replaced.json().result).toMatchObject({ UUID: draftId, regionType: 'Local' });
    expect(replaced.json().result.entranceFee).toBeUndefined();

    const resumed = await t.app.inject({
      url: `/api/tournaments/drafts/${draftId}`,
      headers: organiser.auth,
    });
    expect(resumed.json().result).toMatchObject({ tournamentName: 'Half done', regionType: 'Local' });
    const listed = await t.app.inject({ url: '/api/tournaments/drafts', headers: organiser.auth });
    expect(listed.json().result.items.map((d: { UUID: string }) => d.UUID)).toContain(draftId);

    // Someone else's draft answers like a missing one, for every call.
    expect(
      (await t.app.inject({ url: `/api/tournaments/drafts/${draftId}`, headers: stranger.auth })).statusCode,
    ).toBe(404);
    expect((await saveDraft({ UUID: draftId, tournamentName: 'Mine now' }, stranger)).statusCode).toBe(404);
    const strangerDelete = await t.app.inject({
      method: 'DELETE',
      url: `/api/tournaments/drafts/${draftId}`,
      headers: stranger.auth,
    });
    expect(strangerDelete.statusCode).toBe(404);
    const strangerList = await t.app.inject({ url: '/api/tournaments/drafts', headers: stranger.auth });
    expect(strangerList.json().result.items).toEqual([]);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/tournaments/drafts/${draftId}`,
      headers: organiser.auth,
    });
    expect(deleted.statusCode).toBe(200);
    expect(
      (await t.app.inject({ url: `/api/tournaments/drafts/${draftId}`, headers: organiser.auth })).statusCode,
    ).toBe(404);
  });

  it('reads a draft back with its localities named, to show them again (spec §3 draft read)', async () => {
    const saved = await saveDraft({ regionType: 'Local', localityUUIDs: [catalogue.regionB.localityId] });
    expect(saved.statusCode, saved.body).toBe(200);
    const resumed = await t.app.inject({
      url: `/api/tournaments/drafts/${saved.json().result.UUID as string}`,
      headers: organiser.auth,
    });
    expect(resumed.json().result.localities).toEqual([
      {
        localityUUID: catalogue.regionB.localityId,
        localityName: expect.any(String),
        regionName: catalogue.regionB.name,
      },
    ]);
  });

  it("keeps the draft's picture named in its column (so the sweep of unattached uploads keeps it), own uploads only", async () => {
    const png = await uploadPicture(t, organiser, PNG_BYTES);
    const saved = await saveDraft({ tournamentName: 'With a picture', pictureUrl: png });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().result.pictureUrl).toBe(png);
    const [row] = await t.database.db
      .select({ pictureKey: tournamentDrafts.pictureKey })
      .from(tournamentDrafts)
      .where(eq(tournamentDrafts.id, saved.json().result.UUID as string));
    expect(row?.pictureKey).toBe(png);
    const theirs = await uploadPicture(t, stranger, PNG_BYTES);
    expect((await saveDraft({ pictureUrl: theirs })).statusCode).toBe(403);
  });

  it('publishing a draft by its UUID removes the draft', async () => {
    const draftId = (await saveDraft({ tournamentName: 'Soon' })).json().result.UUID as string;
    const id = await publishTournament(t, organiser, tournamentInput(catalogue, { UUID: draftId }));
    expect(id).toBe(draftId);
    expect(
      (await t.app.inject({ url: `/api/tournaments/drafts/${draftId}`, headers: organiser.auth })).statusCode,
    ).toBe(404);
  });

  it('refuses a bad field of a draft with 400 naming it', async () => {
    const response = await saveDraft({ ruleUUID: 'not-a-uuid' });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fields).toContain('ruleUUID');
    expect(response.json().message).toBe(messages.selectRules);
  });
});

describe('GET /api/tournaments (feed)', () => {
  let feedT: TestApp;
  let ids: Record<string, string>;
  const DAY = 86_400_000;

  beforeAll(async () => {
    // A database of its own, so the feed holds exactly these tournaments.
    feedT = await buildTestApp();
    const owner = await createUser(feedT, { roleName: 'Captain' });
    const c = await loadTournamentCatalogue(feedT);
    ids = {
      regionalSoon: await publishTournament(feedT, owner, tournamentInput(c, {}, 2 * DAY)),
      localB: await publishTournament(
        feedT,
        owner,
        tournamentInput(
          c,
          {
            regionType: 'Local',
            regionNames: [],
            localityUUIDs: [c.regionB.localityId],
            fishes: [{ fishUUID: c.speciesIds[1] }],
          },
          20 * DAY,
        ),
      ),
      globalLater: await publishTournament(
        feedT,
        owner,
        tournamentInput(
          c,
          { regionType: 'Global', regionNames: [], officialTournamentTimeZone: 'UTC' },
          200 * DAY,
        ),
      ),
    };
    await feedT.database.db
      .update(tournaments)
      .set({ status: 'Canceled' })
      .where(eq(tournaments.id, ids.localB!));
    catalogueOfFeed = c;
  });
  afterAll(() => feedT?.close());
  let catalogueOfFeed: TournamentCatalogue;

  const feed = async (query: string) => {
    const response = await feedT.app.inject({ url: `/api/tournaments?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().result as { items: { UUID: string }[]; nextCursor: string | null };
  };
  const uuids = (page: { items: { UUID: string }[] }) => page.items.map((item) => item.UUID);

  it('lists newest start first within the annual window, keyset paged', async () => {
    const first = await feed('limit=2');
    expect(uuids(first)).toEqual([ids.globalLater, ids.localB]);
    const second = await feed(`limit=2&cursor=${first.nextCursor}`);
    expect(uuids(second)).toEqual([ids.regionalSoon]);
    expect(second.nextCursor).toBeNull();
    expect((await feedT.app.inject({ url: '/api/tournaments?cursor=nonsense' })).statusCode).toBe(400);
  });

  it("loads a page's parts in a fixed number of statements, whatever its length (issue 33 point 9)", async () => {
    const statementsFor = async (limit: number) => {
      const statements = await statementsRunBy(feedT, async () => {
        const page = await feed(`limit=${limit}`);
        expect(page.items).toHaveLength(limit);
      });
      return statements.map((statement) => statement.text.replace(/\s+/g, ' '));
    };
    const one = await statementsFor(1);
    // The page with its parts (places, species, judges, members, rule); pictures would be one more.
    expect(one).toHaveLength(1);
    expect(one[0]).toMatch(/"rule_sets"/);
    expect(await statementsFor(3)).toEqual(one);
  });

  it('filters by time lapse, location, species and status', async () => {
    expect(uuids(await feed('timeLapse=Weekly'))).toEqual([ids.regionalSoon]);
    expect(uuids(await feed('timeLapse=Monthly'))).toEqual([ids.localB, ids.regionalSoon]);
    expect(uuids(await feed('regionType=Global'))).toEqual([ids.globalLater]);
    expect(uuids(await feed(`regionName=${encodeURIComponent(catalogueOfFeed.regionB.name)}`))).toEqual([
      ids.localB,
    ]);
    expect(uuids(await feed(`localityUUID=${catalogueOfFeed.regionA.localityId}`))).toEqual([
      ids.regionalSoon,
    ]);
    expect(uuids(await feed(`fishUUID=${catalogueOfFeed.speciesIds[1]}`))).toEqual([ids.localB]);
    expect(uuids(await feed('status=Canceled'))).toEqual([ids.localB]);
    expect(uuids(await feed('status=Active'))).toEqual([ids.globalLater, ids.regionalSoon]);
    expect(uuids(await feed('status=Current'))).toEqual([]);
  });

  it('counts the tournaments the filters keep, each status as the status filter means it', async () => {
    const counters = async (query = '') => {
      const response = await feedT.app.inject({ url: `/api/tournaments/counters${query}` });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().result;
    };
    expect(await counters()).toEqual({
      Active: 2,
      Finished: 0,
      current: 0,
      upcoming: 2,
      past: 0,
      ready: 0,
      Canceled: 1,
    });
    // The counters follow the list's filters (issue 31).
    expect(await counters('?timeLapse=Weekly')).toMatchObject({ Active: 1, Canceled: 0 });
    expect(await counters('?regionType=Global')).toMatchObject({ Active: 1, Canceled: 0 });
    expect(await counters(`?fishUUID=${catalogueOfFeed.speciesIds[1]}`)).toMatchObject({
      Active: 0,
      Canceled: 1,
    });
    // "Active" counts what the Active filter lists: a tournament running now is Current, not Active.
    const started = await publishTournament(
      feedT,
      await createUser(feedT, { roleName: 'Captain' }),
      tournamentInput(catalogueOfFeed, { tournamentName: 'Running now' }),
    );
    await feedT.database.db
      .update(tournaments)
      .set({ startAt: new Date(Date.now() - DAY / 2) })
      .where(eq(tournaments.id, started));
    const now = await counters();
    expect(now).toMatchObject({ Active: 2, current: 1 });
    expect(uuids(await feed('status=Active'))).toHaveLength(now.Active);
    expect(uuids(await feed('status=Current'))).toEqual([started]);
    expect((await feedT.app.inject({ url: '/api/tournaments/counters?timeLapse=Daily' })).statusCode).toBe(
      400,
    );
  });
});

describe('a tournament read in Spanish (issue 33 point 3)', () => {
  it('names its species, region and localities in the reader’s language, the region keeping its key', async () => {
    const [swordfish] = await t.database.db
      .select({ id: species.id })
      .from(species)
      .where(eq(species.name, 'Swordfish'));
    const id = await publishTournament(
      t,
      organiser,
      tournamentInput(catalogue, {
        tournamentName: 'Copa del Pacífico',
        regionNames: [{ regionName: 'Panama Pacific' }],
        fishes: [{ fishUUID: swordfish!.id }],
      }),
    );
    type Read = Pick<TournamentDto, 'species' | 'locations'>;
    const read = async (headers: Record<string, string>, url = `/api/tournaments/${id}`) =>
      (await t.app.inject({ url, headers })).json().result;
    const spanish: Read = await read({ cookie: 'tl_ui_lang=es' });
    expect(spanish.species.map((fish) => fish.name)).toEqual(['Pez espada']);
    expect(spanish.locations).toHaveLength(1);
    expect(spanish.locations[0]).toMatchObject({ regionName: 'Panama Pacific', label: 'Pacífico de Panamá' });
    expect(spanish.locations[0]!.localities.map((place) => place.localityName)).toContain('Ciudad de Panamá');
    // The list answers the same, and English to a reader of English.
    const listed: Read[] = (await read({ 'accept-language': 'es' }, '/api/tournaments?limit=50')).items;
    expect(listed.find((item) => item.species[0]?.name === 'Pez espada')?.locations[0]?.label).toBe(
      'Pacífico de Panamá',
    );
    const english: Read = await read({ 'accept-language': 'en-US' });
    expect(english.species.map((fish) => fish.name)).toEqual(['Swordfish']);
    expect(english.locations[0]).toMatchObject({ regionName: 'Panama Pacific', label: 'Panama Pacific' });
  });
});
