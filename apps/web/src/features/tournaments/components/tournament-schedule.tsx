import { Stack, Table, Text } from '@mantine/core';
import {
  tournamentTimesOf,
  tournamentWindow,
  type TournamentDto,
  type TournamentInstants,
} from '@tightlines/domain';
import { useT, type MessageKey } from '../../../i18n/use-t';
import { formatInZone, viewerTimeZone } from '../tournament-format';
import { Countdown } from './countdown';

const MOMENTS: {
  field: 'StartDate' | 'EndDate' | 'UploadDeadline';
  instant: keyof TournamentInstants;
  label: MessageKey;
  countdown: MessageKey;
  done: MessageKey;
}[] = [
  {
    field: 'StartDate',
    instant: 'start',
    label: 'tournaments.detail.schedule.start',
    countdown: 'tournaments.detail.countdown.startsIn',
    done: 'tournaments.detail.countdown.started',
  },
  {
    field: 'EndDate',
    instant: 'end',
    label: 'tournaments.detail.schedule.end',
    countdown: 'tournaments.detail.countdown.endsIn',
    done: 'tournaments.detail.countdown.ended',
  },
  {
    field: 'UploadDeadline',
    instant: 'uploadDeadline',
    label: 'tournaments.detail.schedule.deadline',
    countdown: 'tournaments.detail.countdown.uploadsCloseIn',
    done: 'tournaments.detail.countdown.uploadsClosed',
  },
];

/**
 * The tournament's start, end and upload deadline, each in the viewer's time and the official
 * zone, with a live countdown (none for a cancelled tournament: it says cancelled). A Global tournament runs on each viewer's own clock (spec §4): its
 * times are the same wall-clock times everywhere, so only the viewer's are shown.
 */
export function TournamentSchedule({ tournament }: { tournament: TournamentDto }) {
  const t = useT();
  const zone = viewerTimeZone();
  const official = tournament.OfficialTournamentTimeZone;
  const isGlobal = tournament.regionTypeName === 'Global';
  const cancelled = tournament.tournamentStatus === 'Canceled';
  const instants = tournamentWindow(tournamentTimesOf(tournament), zone);
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('tournaments.detail.schedule.when')}</Table.Th>
            <Table.Th scope="col">
              {isGlobal
                ? t('tournaments.detail.schedule.localClock')
                : t('tournaments.detail.schedule.yourTime')}
            </Table.Th>
            {isGlobal ? null : (
              <Table.Th scope="col">
                {t('tournaments.detail.schedule.officialTime', { zone: official })}
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {MOMENTS.map((moment) => {
            const at = instants[moment.instant];
            return (
              <Table.Tr key={moment.field}>
                <Table.Th scope="row">{t(moment.label)}</Table.Th>
                <Table.Td>
                  <Stack gap={4}>
                    <Text size="sm">{formatInZone(at, zone)}</Text>
                    {cancelled ? (
                      <Text size="sm" c="red.8" fw={600}>
                        {t('tournaments.detail.countdown.cancelled')}
                      </Text>
                    ) : (
                      <Countdown target={at} label={t(moment.countdown)} doneLabel={t(moment.done)} />
                    )}
                  </Stack>
                </Table.Td>
                {isGlobal ? null : (
                  <Table.Td>
                    <Text size="sm">{formatInZone(tournament[moment.field], official)}</Text>
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
