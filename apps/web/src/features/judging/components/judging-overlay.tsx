import { Button, Group, Modal, Text } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import type { EvidenceItem, JudgingCatch } from '@tightlines/domain';
import { useT } from '../../../i18n/use-t';
import { CatchJudgingPanel } from './catch-judging-panel';
import type { DecisionValues } from './decision-values';

/**
 * The judging overlay (spec §2 "a video player overlay"): one catch at a time over the feed, full
 * screen, with the previous and next catch of the list one press away. Edits stay as drafts when
 * moving between catches, marked until saved.
 */
export function JudgingOverlay({
  tournamentId,
  items,
  index,
  onIndex,
  onClose,
  checklist,
  drafts,
  onDraft,
}: {
  tournamentId: string;
  items: readonly JudgingCatch[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
  checklist: readonly EvidenceItem[];
  drafts: Readonly<Record<string, DecisionValues>>;
  onDraft: (catchId: string, values: DecisionValues | null) => void;
}) {
  const t = useT();
  const item = items[index];
  return (
    <Modal
      opened={item !== undefined}
      onClose={onClose}
      fullScreen
      title={<Text fw={700}>{t('judging.overlay.title', { number: index + 1, count: items.length })}</Text>}
      closeButtonProps={{ 'aria-label': t('judging.overlay.close') }}
      // The player's keys stay the player's: Escape still closes.
      trapFocus
    >
      {item ? (
        <>
          <Group justify="space-between" mb="sm">
            <Button
              variant="default"
              size="xs"
              leftSection={<IconArrowLeft size={16} aria-hidden />}
              disabled={index === 0}
              onClick={() => onIndex(index - 1)}
            >
              {t('judging.overlay.previous')}
            </Button>
            <Button
              variant="default"
              size="xs"
              rightSection={<IconArrowRight size={16} aria-hidden />}
              disabled={index >= items.length - 1}
              onClick={() => onIndex(index + 1)}
            >
              {t('judging.overlay.next')}
            </Button>
          </Group>
          <CatchJudgingPanel
            key={`${item.catchId}:${item.decision.version}`}
            tournamentId={tournamentId}
            item={item}
            checklist={checklist}
            draft={drafts[item.catchId] ?? null}
            onDraft={(values) => onDraft(item.catchId, values)}
          />
        </>
      ) : null}
    </Modal>
  );
}
