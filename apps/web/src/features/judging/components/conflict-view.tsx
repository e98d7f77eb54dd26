import { Alert, Button, Group, Stack, Table, Text } from '@mantine/core';
import type { CatchDecision, EvidenceItem } from '@tightlines/domain';
import { useT, type MessageKey, type Translate } from '../../../i18n/use-t';
import { EVIDENCE_LABELS } from '../../../ui/tournament-catches';
import { changedFields, decisionValuesOf, type DecisionField, type DecisionValues } from './decision-values';

const FIELD_LABELS: Record<DecisionField, MessageKey> = {
  released: 'judging.decision.released',
  speciesCorrect: 'judging.decision.speciesCorrect',
  length: 'judging.decision.length',
  lengthUnitId: 'judging.decision.lengthUnit',
  weight: 'judging.decision.weight',
  weightUnitId: 'judging.decision.weightUnit',
  points: 'judging.decision.points',
  evidence: 'judging.decision.evidence',
  overrideNote: 'judging.decision.overrideNote',
  refusalReason: 'judging.decision.refusalReason',
};

const UNIT_LABELS: Record<number, MessageKey> = {
  1: 'judging.unit.cm',
  2: 'judging.unit.in',
  3: 'judging.unit.kg',
  4: 'judging.unit.lb',
};

/** A field's value, in words. */
export function shownValue(t: Translate, field: DecisionField, values: DecisionValues): string {
  const value = values[field];
  if (field === 'released')
    return value === null
      ? t('judging.decision.undecided')
      : value
        ? t('judging.decision.releasedYes')
        : t('judging.decision.releasedNo');
  if (field === 'speciesCorrect') return value ? t('judging.yes') : t('judging.no');
  if (field === 'lengthUnitId' || field === 'weightUnitId') return t(UNIT_LABELS[value as number]!);
  if (field === 'evidence')
    return (value as EvidenceItem[]).length
      ? (value as EvidenceItem[]).map((item) => t(EVIDENCE_LABELS[item])).join(', ')
      : t('judging.none');
  if (value === '' || value === null) return t('judging.none');
  return String(value);
}

/**
 * Another judge saved this catch while this one edited it (409, issue 22 point 4): what they saved
 * beside what this judge has, field by field, then either this judge's edits applied over the
 * fresh state (saved on the next Save) or the fresh state taken.
 */
export function ConflictView({
  fresh,
  mine,
  onReapply,
  onDiscard,
}: {
  fresh: CatchDecision;
  mine: DecisionValues;
  onReapply: () => void;
  onDiscard: () => void;
}) {
  const t = useT();
  const theirs = decisionValuesOf(fresh);
  const fields = changedFields(theirs, mine);
  const by = fresh.judge
    ? `${fresh.judge.name} ${fresh.judge.lastname}`.trim()
    : t('judging.conflict.anotherJudge');
  return (
    <Alert color="orange" title={t('judging.conflict.title')} role="alert" data-testid="conflict-view">
      <Stack gap="xs">
        <Text size="sm">{t('judging.conflict.text', { judge: by })}</Text>
        {fields.length ? (
          <Table withTableBorder aria-label={t('judging.conflict.table')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('judging.conflict.field')}</Table.Th>
                <Table.Th>{t('judging.conflict.saved')}</Table.Th>
                <Table.Th>{t('judging.conflict.yours')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {fields.map((field) => (
                <Table.Tr key={field}>
                  <Table.Td>{t(FIELD_LABELS[field])}</Table.Td>
                  <Table.Td>{shownValue(t, field, theirs)}</Table.Td>
                  <Table.Td>{shownValue(t, field, mine)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : (
          <Text size="sm">{t('judging.conflict.same')}</Text>
        )}
        <Group gap="xs">
          <Button size="xs" onClick={onReapply}>
            {t('judging.conflict.reapply')}
          </Button>
          <Button size="xs" variant="default" onClick={onDiscard}>
            {t('judging.conflict.discard')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
