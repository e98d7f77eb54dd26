import {
  displayTournamentStatus,
  GLOBAL_REGION_TYPE_ID,
  type Language,
  type TournamentDto,
} from '@tightlines/domain';
import type { Actor } from '../../http/authenticate';
import { pictureSetUrls, toPictureUrl } from '../media';
import type { TournamentsDeps } from './deps';
import { tournamentCan } from './policy';
import { loadParts, type TournamentRow, type TournamentWithParts } from './repo';

const REGION_TYPE_IDS = { Global: GLOBAL_REGION_TYPE_ID, Regional: 2, Local: 3 } as const;

/** Where and how the reader reads: their zone (UTC when unsaid) and their language (English). */
export interface Reader {
  zone?: string;
  language?: Language;
}

/**
 * The tournaments as they leave the server, in the order given, with the viewer's joined mark, each
 * one's status as seen from the reader's zone (the zone the list was asked in; a Global tournament
 * reads on its clock, docs/decisions/014) and its species and places named in the reader's language.
 */
export async function presentTournaments(
  deps: Pick<TournamentsDeps, 'db' | 'storage' | 'now'>,
  rows: TournamentRow[],
  viewer: Actor | null,
  reader: Reader = {},
): Promise<TournamentDto[]> {
  const parts = await loadParts(deps.db, rows, viewer?.userId ?? null, reader.language ?? 'en');
  return presentWithParts(
    deps,
    rows.map((row) => ({ row, parts: parts.get(row.id)! })),
    viewer,
    reader,
  );
}

/** `presentTournaments` of tournaments read with their parts (a list page, `selectWithParts`). */
export async function presentWithParts(
  deps: Pick<TournamentsDeps, 'db' | 'storage' | 'now'>,
  tournaments: TournamentWithParts[],
  viewer: Actor | null,
  reader: Reader = {},
): Promise<TournamentDto[]> {
  const viewerZone = reader.zone ?? 'UTC';
  const picturesOf = await pictureSetUrls(
    deps.db,
    deps.storage,
    tournaments.map(({ row }) => row.pictureKey),
  );
  const now = deps.now();
  return Promise.all(
    tournaments.map(async ({ row, parts: part }) => {
      // What the viewer may do, by the rules the API applies (ADR 013): the page offers no more.
      const can = tournamentCan(
        viewer,
        { organiserId: row.organiserId, acceptedJudgeEmails: part.acceptedJudgeEmails },
        { joined: part.userIsJoined, status: row.status },
      );
      const timing = {
        tournamentStatus: row.status,
        StartDate: row.startAt,
        EndDate: row.endAt,
        regionTypeName: row.regionType,
      };
      return {
        UUID: row.id,
        Name: row.name,
        Description: row.description,
        Terms: row.terms,
        StartDate: row.startAt.toISOString(),
        EndDate: row.endAt.toISOString(),
        UploadDeadline: row.uploadDeadlineAt.toISOString(),
        OfficialTournamentTimeZone: row.timeZone,
        EntranceFee: row.feeCents / 100,
        entranceFeeCents: row.feeCents,
        Prize: row.prizeCents / 100,
        prizeCents: row.prizeCents,
        currencyAcronym: row.currency,
        RegionTypeId: REGION_TYPE_IDS[row.regionType],
        regionTypeName: row.regionType,
        AllowLateJoin: row.allowLateJoin,
        refundDaysBeforeStart: row.refundDaysBeforeStart,
        fishingRadiusNm: row.fishingRadiusNm,
        tournamentStatus: row.status,
        displayStatus: displayTournamentStatus(timing, now, viewerZone),
        userIsJoined: part.userIsJoined,
        can,
        judgeInvitation: viewer
          ? (part.judges.find((judge) => judge.email === viewer.email.toLowerCase())?.status ?? null)
          : null,
        PictureUrl: await toPictureUrl(deps.storage, row.pictureKey),
        pictures: picturesOf(row.pictureKey),
        ruleUUID: row.ruleSetId,
        ruleName: part.ruleName,
        clubOption: row.clubOption,
        clubId: row.clubId,
        uploadsClosed: row.uploadsClosedAt !== null,
        locations: part.locations,
        species: part.species,
        // Judges' addresses are shown to whoever manages it only: they are other people's e-mails.
        judgesEmails: can.manage ? part.judgesEmails : [],
        judges: can.manage ? part.judges : [],
        judgeNames: part.judgeNames,
        memberCount: part.memberCount,
      };
    }),
  );
}
