import { List, Modal, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { ResultsEvidence as Evidence, SizeUnitId, WeightUnitId } from '@tightlines/domain';
import { useAuth } from '../../../app/auth/auth-context';
import { useT, type MessageKey } from '../../../i18n/use-t';
import { FactLine } from '../../../ui/fact-line';
import { formatDateTime } from '../../../ui/format-date';
import { QueryError } from '../../../ui/query-error';
import { EVIDENCE_LABELS, ObjectOfTheDayCard } from '../../../ui/tournament-catches';
import { DEFAULT_UNITS, formatLengthIn, formatWeightIn } from '../../../ui/units';
import { useResultsEvidence } from '../hooks/official-results';

/**
 * A counted catch of the official results, as anyone may check it: the videos the judges watched,
 * what was caught, and what they decided (issue 22 point 6). Where it was caught is never shown.
 */
export function ResultsEvidenceModal({
  tournamentId,
  catchId,
  onClose,
}: {
  tournamentId: string;
  catchId: string | null;
  onClose: () => void;
}) {
  const t = useT();
  const evidence = useResultsEvidence(tournamentId, catchId);
  return (
    <Modal opened={catchId !== null} onClose={onClose} title={t('tournaments.evidence.title')} size="lg">
      {evidence.isPending ? (
        <Stack role="status" aria-busy="true" aria-label={t('tournaments.evidence.loading')}>
          <Skeleton h={220} />
          <Skeleton h={80} />
        </Stack>
      ) : evidence.isError ? (
        <QueryError error={evidence.error} onRetry={() => void evidence.refetch()} />
      ) : (
        <EvidenceView evidence={evidence.data} />
      )}
    </Modal>
  );
}

function EvidenceView({ evidence }: { evidence: Evidence }) {
  const t = useT();
  const units = useAuth().user?.units ?? DEFAULT_UNITS;
  const { decision } = evidence;
  const fact = (label: MessageKey, value: string) => (
    <FactLine label={t(label)} value={value} labelWidth={120} />
  );
  return (
    <Stack gap="md" data-testid="results-evidence">
      {evidence.videos.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('tournaments.evidence.noVideos')}
        </Text>
      ) : (
        evidence.videos.map((video, index) => (
          <video
            key={video.videoId}
            src={video.videoUrl}
            poster={video.thumbnailUrl ?? undefined}
            controls
            // Catch footage has no speech to caption: it starts muted, its sound one tap away.
            muted
            playsInline
            preload="metadata"
            aria-label={t('tournaments.evidence.video', { number: index + 1 })}
            style={{ width: '100%', maxHeight: 360, background: 'black', borderRadius: 8 }}
          />
        ))
      )}
      <Stack gap={4}>
        {fact('tournaments.evidence.species', evidence.species.name)}
        {fact('tournaments.evidence.angler', `${evidence.angler.name} ${evidence.angler.lastname}`.trim())}
        {fact('tournaments.evidence.boat', evidence.boat?.boatName ?? t('tournaments.evidence.noBoat'))}
        {fact('tournaments.evidence.time', formatDateTime(evidence.logTime))}
        {decision.length === null
          ? null
          : fact(
              'tournaments.evidence.length',
              formatLengthIn(decision.length, decision.lengthUnitId as SizeUnitId, units),
            )}
        {decision.weight === null
          ? null
          : fact(
              'tournaments.evidence.weight',
              formatWeightIn(decision.weight, decision.weightUnitId as WeightUnitId, units),
            )}
        {fact('tournaments.evidence.points', String(decision.points))}
        {fact(
          'tournaments.evidence.released',
          decision.released ? t('tournaments.evidence.yes') : t('tournaments.evidence.no'),
        )}
      </Stack>
      {evidence.objectOfTheDay ? <ObjectOfTheDayCard object={evidence.objectOfTheDay} /> : null}
      {decision.evidence.length > 0 ? (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('tournaments.evidence.checklist')}
          </Text>
          <List
            size="sm"
            spacing={2}
            icon={
              <ThemeIcon color="teal.9" size={18} radius="xl">
                <IconCheck size={12} aria-hidden />
              </ThemeIcon>
            }
          >
            {decision.evidence.map((item) => (
              <List.Item key={item}>{t(EVIDENCE_LABELS[item])}</List.Item>
            ))}
          </List>
        </Stack>
      ) : null}
      {decision.overrideNote ? (
        <Text size="sm">{t('tournaments.evidence.overrideNote', { note: decision.overrideNote })}</Text>
      ) : null}
      {decision.judge && decision.decidedAt ? (
        <Text size="sm" c="dimmed">
          {t('tournaments.evidence.judgedBy', {
            judge: `${decision.judge.name} ${decision.judge.lastname}`.trim(),
            when: formatDateTime(decision.decidedAt),
          })}
        </Text>
      ) : null}
    </Stack>
  );
}
