import { messages, type FishLog } from '@tightlines/domain';
import { describe, expect, it } from 'vitest';
import {
  emptyLog,
  initialSessionValues,
  logFormValues,
  newLogTime,
  sessionFormPath,
  sessionFormSchema,
  speciesOffered,
  toFishLogUpdate,
  toLocalInput,
  toSessionInput,
  tournamentSessionWindow,
} from './session-form-values';
import { localizedResolver } from '../../../ui/localized-resolver';

describe('a tournament session (issue 31)', () => {
  const tournament = { StartDate: '2026-06-10T13:30:00.000Z', EndDate: '2026-06-12T22:00:00.000Z' };

  it("defaults to the tournament's window, its end clamped to now while it runs", () => {
    expect(tournamentSessionWindow(tournament, new Date('2026-06-11T09:00:00Z'))).toEqual({
      startDatetime: toLocalInput(new Date(tournament.StartDate)),
      finishDatetime: toLocalInput(new Date('2026-06-11T09:00:00Z')),
    });
    expect(tournamentSessionWindow(tournament, new Date('2026-06-13T09:00:00Z'))).toEqual({
      startDatetime: toLocalInput(new Date(tournament.StartDate)),
      finishDatetime: toLocalInput(new Date(tournament.EndDate)),
    });
  });

  it("offers the tournament's species, or every species when it lists none", () => {
    const species = [{ fishUUID: 'a' }, { fishUUID: 'b' }, { fishUUID: 'c' }];
    expect(speciesOffered(species, ['c', 'a'])).toEqual([{ fishUUID: 'a' }, { fishUUID: 'c' }]);
    expect(speciesOffered(species, [])).toEqual(species);
    expect(speciesOffered(species, null)).toEqual(species);
  });

  it('needs a video on each of its fish before it is saved, and an ordinary session none', () => {
    const values = initialSessionValues(new Date('2026-03-01T12:00:00Z'));
    const fish = {
      ...emptyLog(new Date('2026-03-01T10:00:00Z')),
      fishUUID: 'aaaaaaaa-0000-4000-8000-000000000001',
    };
    values.logs = [{ ...fish, video: { key: 'k', thumbnailKey: null } }, fish];
    const errorsOf = (tournamentId: string | null) =>
      localizedResolver(sessionFormSchema)({ ...values, tournamentId });
    expect(errorsOf('3f0c2a1e-5b6d-4e7f-8a9b-0c1d2e3f4a5b')).toEqual({
      'logs.1.video': messages.tournamentCatchNeedsVideo,
    });
    expect(errorsOf(null)).toEqual({});
  });
});

describe('toSessionInput', () => {
  it('sends times as instants, measures in the user’s units and empty numbers as null', () => {
    const values = initialSessionValues(new Date('2026-03-01T12:00:00Z'));
    values.logs = [
      {
        ...emptyLog(new Date('2026-03-01T10:00:00Z')),
        fishUUID: 'f',
        fishLength: 120,
        video: { key: 'k', thumbnailKey: null },
      },
    ];
    const input = toSessionInput(values, { size: 2, weight: 3 });
    expect(Date.parse(input.finishDatetime)).toBeGreaterThan(Date.parse(input.startDatetime));
    expect(input.logs![0]).toMatchObject({
      fishUUID: 'f',
      type: 'Release',
      fishLength: 120,
      fishWeight: null,
      sizeUnitId: 2,
      weightUnitId: 3,
      video: { key: 'k', thumbnailKey: null },
    });
  });

  it('sends people found by a search by UUID and typed e-mails by e-mail', () => {
    const values = initialSessionValues();
    values.teamMembers = [
      { userUUID: 'u-1', email: null, name: 'Mara', lastname: 'Mora', url: null },
      { userUUID: 'u-2', email: 'shown@example.com', name: 'Sam', lastname: 'Shown', url: null },
      { userUUID: null, email: 'typed@example.com', name: '', lastname: '', url: null },
    ];
    const input = toSessionInput(values, { size: 1, weight: 4 });
    expect(input.teamMemberUUIDs).toEqual(['u-1', 'u-2']);
    expect(input.teamMemberEmails).toEqual(['typed@example.com']);
  });
});

describe('logFormValues / toFishLogUpdate', () => {
  const log = {
    UUID: 'l',
    fishingLogUUID: 'l',
    FishingSessionUUID: 's',
    fishUUID: 'f',
    fishName: 'Atlantic sailfish',
    type: 'Bite',
    logTime: '2026-03-01T10:00:00.000Z',
    latitude: 9.5,
    longitude: -85.7,
    positionPrecision: 'exact',
    fishLength: 100,
    fishWeight: 10,
    sizeUnit: { UnitId: 2 },
    weightUnit: { UnitId: 3 },
    fishValue: 0,
    status: 'Pending',
    verified: false,
    ruleName: null,
    boatName: null,
    videoURLs: [],
  } satisfies FishLog;

  it('shows a stored log in the user’s units and local time', () => {
    const values = logFormValues(log, { size: 1, weight: 4 });
    expect(values).toMatchObject({
      fishUUID: 'f',
      type: 'Bite',
      latitude: 9.5,
      longitude: -85.7,
      video: null,
    });
    expect(values.fishLength).toBe(254);
    expect(values.fishWeight).toBe(22.05);
    expect(new Date(values.logTime).toISOString()).toBe(log.logTime);
    expect(logFormValues({ ...log, fishLength: null, latitude: null }, { size: 2, weight: 3 })).toMatchObject(
      {
        fishLength: '',
        latitude: '',
        fishWeight: 10,
      },
    );
  });

  it('sends the edit payload in the user’s units, the video only when a new one was uploaded', () => {
    const values = { ...logFormValues(log, { size: 2, weight: 3 }), fishLength: 120, longitude: '' };
    const update = toFishLogUpdate(values, { size: 2, weight: 3 });
    expect(update).toMatchObject({
      fishUUID: 'f',
      type: 'Bite',
      logTime: log.logTime,
      fishLength: 120,
      fishWeight: 10,
      sizeUnitId: 2,
      weightUnitId: 3,
      latitude: 9.5,
      longitude: null,
    });
    expect(update).not.toHaveProperty('video');
    expect(
      toFishLogUpdate({ ...values, video: { key: 'k', thumbnailKey: 't' } }, { size: 2, weight: 3 }).video,
    ).toEqual({ key: 'k', thumbnailKey: 't', isAddedFromGallery: true });
  });
});

describe('sessionFormSchema: the API’s session rules on the form', () => {
  const errorsOf = localizedResolver(sessionFormSchema);
  const fish = 'aaaaaaaa-0000-4000-8000-000000000001';

  it('accepts a new session with a fish', () => {
    const values = initialSessionValues();
    values.logs = [{ ...emptyLog(), fishUUID: fish, fishLength: 120 }];
    expect(errorsOf(values)).toEqual({});
  });

  it('asks for the times, the style and each fish’s species, type and time in the spec words', () => {
    const values = { ...initialSessionValues(), startDatetime: '', fishingStyle: null };
    values.logs = [{ ...emptyLog(), type: null, logTime: '' }];
    expect(errorsOf(values)).toEqual({
      startDatetime: messages.completeRequiredFields,
      fishingStyle: messages.completeRequiredFields,
      'logs.0.fishUUID': messages.completeRequiredFields,
      'logs.0.type': messages.completeRequiredFields,
      'logs.0.logTime': messages.completeRequiredFields,
    });
  });

  it('refuses a finish before the start, and times to come', () => {
    const now = new Date();
    const values = initialSessionValues(now);
    expect(
      errorsOf({ ...values, finishDatetime: values.startDatetime, startDatetime: values.finishDatetime }),
    ).toEqual({
      finishDatetime: 'The session cannot finish before it starts',
    });
    const nextWeek = toLocalInput(new Date(now.getTime() + 7 * 24 * 3600_000));
    expect(errorsOf({ ...values, finishDatetime: nextWeek })).toEqual({
      finishDatetime: 'The date must be between 1970 and today',
    });
  });

  it('shows the API’s refusal of a video at its log and of the team at the picker', () => {
    expect(sessionFormPath('logs.2.video.key')).toBe('logs.2.video');
    expect(sessionFormPath('teamMemberUUIDs')).toBe('teamMembers');
    expect(sessionFormPath('teamMemberEmails.1')).toBe('teamMembers');
    expect(sessionFormPath('boatUUID')).toBe('boatUUID');
  });
});

describe('newLogTime', () => {
  const session = { startDatetime: '2026-03-01T08:00', finishDatetime: '2026-03-01T12:00' };
  const local = (value: string) => new Date(value);

  it('proposes now while now is within the session', () => {
    expect(newLogTime(session, local('2026-03-01T10:30'))).toEqual(local('2026-03-01T10:30'));
  });

  it('proposes the finish once the session is over: a form left open past it, a trip logged later', () => {
    expect(newLogTime(session, local('2026-03-01T12:01'))).toEqual(local('2026-03-01T12:00'));
    expect(newLogTime(session, local('2026-03-09T09:00'))).toEqual(local('2026-03-01T12:00'));
  });

  it('proposes the start of a session still to come', () => {
    expect(newLogTime(session, local('2026-02-28T20:00'))).toEqual(local('2026-03-01T08:00'));
  });

  it('proposes now when the session has no valid range to stay within', () => {
    const now = local('2026-03-01T13:00');
    expect(newLogTime({ ...session, finishDatetime: '' }, now)).toEqual(now);
    expect(
      newLogTime({ startDatetime: session.finishDatetime, finishDatetime: session.startDatetime }, now),
    ).toEqual(now);
  });
});
