import { Badge, Button, Grid, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { AppError, type EvidenceItem, type JudgingCatch } from '@tightlines/domain';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { showOnField } from '../../../ui/field-errors';
import { localizedResolver } from '../../../ui/localized-resolver';
import { showToast } from '../../../ui/toasts';
import { useDecideCatch } from '../hooks/judging-workspace';
import { CatchComments } from './catch-comments';
import { CatchFacts, StatusBadge } from './catch-facts';
import { CatchNotes } from './catch-notes';
import { ConflictView } from './conflict-view';
import { applyReleased, DecisionFields } from './decision-fields';
import {
  changedFields,
  decisionFormSchema,
  decisionValuesOf,
  toDecisionInput,
  type DecisionValues,
} from './decision-values';
import { JudgePlayer, type JudgePlayerHandle } from './judge-player';
import type { Shortcut } from './player-shortcuts';

type PanelAction = 'release' | 'refuse' | 'save';

const PANEL_SHORTCUTS: readonly Shortcut<PanelAction>[] = [
  { action: 'release', keys: ['a'], shown: 'A', label: 'judging.keys.release' },
  { action: 'refuse', keys: ['r'], shown: 'R', label: 'judging.keys.refuse' },
  { action: 'save', keys: ['s'], shown: 'S', label: 'judging.keys.save' },
];

/** The 409's fresh catch, when the refusal is "another judge saved first". */
function freshOf(error: unknown): JudgingCatch | null {
  if (!(error instanceof AppError) || error.status !== 409) return null;
  const current = error.details?.current as JudgingCatch | undefined;
  return current && typeof current === 'object' && 'decision' in current ? current : null;
}

/**
 * One catch judged: the player with its keys, the catch's facts, the decision form, notes and
 * comments. Edits are kept as the workspace's draft of this catch (`draft`, reported through
 * `onDraft`, null once nothing differs from the saved decision) until saved. The workspace mounts
 * it again for each saved version, so another judge's decision read meanwhile becomes the state the
 * edits are compared with (and saving them over it answers 409, shown by the conflict view).
 */
export function CatchJudgingPanel({
  tournamentId,
  item,
  checklist,
  draft,
  onDraft,
}: {
  tournamentId: string;
  item: JudgingCatch;
  checklist: readonly EvidenceItem[];
  draft: DecisionValues | null;
  onDraft: (values: DecisionValues | null) => void;
}) {
  const t = useT();
  const player = useRef<JudgePlayerHandle>(null);
  const refusalReason = useRef<HTMLDivElement>(null);
  const decide = useDecideCatch(tournamentId, () => {
    onDraft(null);
    // A toast, not a modal: the judge goes on with the keys, nothing to dismiss.
    void showToast({ message: t('judging.decision.saved'), color: 'teal', autoClose: 2000 });
  });
  const [conflict, setConflict] = useState<JudgingCatch | null>(null);
  // The saved decision the edits are compared with: the catch's, or the fresh one a 409 brought.
  const [base, setBase] = useState(() => decisionValuesOf(item.decision));
  const form = useForm<DecisionValues>({
    mode: 'controlled',
    initialValues: draft ?? base,
    validate: localizedResolver(decisionFormSchema({ checklist, maxPoints: item.decision.maxPoints })),
  });
  const editable = item.editable;
  const pointValue = item.decision.points > 0 ? item.decision.points : item.decision.defaultPoints;
  const values = form.getValues();
  const dirty = changedFields(values, base).length > 0;

  // The edits are the workspace's draft of this catch until saved (the list marks it, leaving asks).
  useEffect(() => {
    onDraft(dirty ? values : null);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reported when the values change
  }, [values, dirty]);

  const takeSaved = (fresh: DecisionValues) => {
    setBase(fresh);
    form.setValues(fresh);
  };

  const handleSave = (submitted: DecisionValues) =>
    decide.mutate(
      { item, input: toDecisionInput(submitted) },
      {
        onSuccess: (saved) => {
          takeSaved(decisionValuesOf(saved.decision));
          onDraft(null);
          setConflict(null);
        },
        onError: (error) => {
          const fresh = freshOf(error);
          if (fresh) setConflict(fresh);
          else showOnField(form)(error);
        },
      },
    );
  const save = form.onSubmit(handleSave);

  const handleShortcut = (action: PanelAction) => {
    if (!editable) return;
    if (action === 'release') applyReleased(form, true, pointValue);
    else if (action === 'refuse') {
      applyReleased(form, false, pointValue);
      // The reason is what a refusal needs next.
      setTimeout(() => refusalReason.current?.querySelector('textarea')?.focus(), 0);
    } else save();
  };

  const label = t('judging.catch.playerLabel', {
    species: item.species.name,
    angler: `${item.angler.name} ${item.angler.lastname}`.trim(),
  });

  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="sm">
          <JudgePlayer
            ref={player}
            videos={item.videos}
            label={label}
            shortcuts={editable ? PANEL_SHORTCUTS : []}
            onShortcut={handleShortcut}
          />
          <CatchNotes tournamentId={tournamentId} item={item} player={player} editable={editable} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="md">
          <Group gap="xs">
            <StatusBadge status={item.decision.status} />
            {dirty ? (
              <Badge color="yellow" variant="filled" c="dark" data-testid="unsaved-mark">
                {t('judging.unsaved.mark')}
              </Badge>
            ) : null}
            {item.decision.judge ? (
              <Text size="xs" c="dimmed">
                {t('judging.decision.by', {
                  judge: `${item.decision.judge.name} ${item.decision.judge.lastname}`.trim(),
                })}
              </Text>
            ) : null}
          </Group>
          <CatchFacts item={item} />
          {conflict ? (
            <ConflictView
              fresh={conflict.decision}
              mine={form.getValues()}
              onReapply={() => {
                setBase(decisionValuesOf(conflict.decision));
                form.setFieldValue('version', conflict.decision.version);
                setConflict(null);
              }}
              onDiscard={() => {
                takeSaved(decisionValuesOf(conflict.decision));
                setConflict(null);
              }}
            />
          ) : null}
          <form onSubmit={save} aria-label={t('judging.decision.title')}>
            <Stack gap="sm" ref={refusalReason}>
              <DecisionFields
                form={form}
                checklist={checklist}
                pointValue={pointValue}
                disabled={!editable}
              />
              {editable ? (
                <Button
                  type="submit"
                  loading={decide.isPending}
                  disabled={!dirty && item.decision.version > 0}
                >
                  {t('judging.decision.save')}
                </Button>
              ) : (
                <Text size="sm" c="dimmed">
                  {t(item.ownCatch ? 'judging.decision.ownCatch' : 'judging.decision.readOnly')}
                </Text>
              )}
            </Stack>
          </form>
          <CatchComments tournamentId={tournamentId} item={item} editable={editable} />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
