import {
  Checkbox,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { missingEvidence, type EvidenceItem } from '@tightlines/domain';
import { useId } from 'react';
import { useT } from '../../../i18n/use-t';
import type { DecisionValues } from './decision-values';
import { EVIDENCE_LABELS } from '../../../ui/tournament-catches';

/** Released restores the catch's point value, not released sets 0 points (spec §4). */
export function applyReleased(
  form: UseFormReturnType<DecisionValues>,
  released: boolean,
  pointValue: number,
) {
  form.setFieldValue('released', released);
  form.setFieldValue('points', released ? pointValue : 0);
}

/**
 * A catch's decision (spec §4, issue 22 point 3): released or not, species correct, length and
 * weight with their units, points (the rule set's value, editable; 0 when not released), the rule
 * set's evidence checklist, the override note a release with evidence missing needs, and the
 * refusal reason the angler will read.
 */
export function DecisionFields({
  form,
  checklist,
  pointValue,
  disabled,
}: {
  form: UseFormReturnType<DecisionValues>;
  checklist: readonly EvidenceItem[];
  /** The points a release restores (spec §4). */
  pointValue: number;
  disabled: boolean;
}) {
  const t = useT();
  const releasedLabel = useId();
  const values = form.getValues();
  const missing = missingEvidence(checklist, values.evidence);
  const setReleased = (released: boolean) => applyReleased(form, released, pointValue);
  return (
    <Stack gap="sm">
      <Stack gap={4}>
        <Text size="sm" fw={500} id={releasedLabel}>
          {t('judging.decision.released')}
        </Text>
        <SegmentedControl
          aria-labelledby={releasedLabel}
          disabled={disabled}
          data={[
            { value: 'yes', label: t('judging.decision.releasedYes') },
            { value: 'no', label: t('judging.decision.releasedNo') },
          ]}
          value={values.released === null ? '' : values.released ? 'yes' : 'no'}
          onChange={(value) => setReleased(value === 'yes')}
          color={values.released === null ? undefined : values.released ? 'teal' : 'red'}
        />
        {form.errors.released ? (
          <Text size="xs" c="red" role="alert">
            {form.errors.released}
          </Text>
        ) : null}
      </Stack>
      <Switch
        label={t('judging.decision.speciesCorrect')}
        disabled={disabled}
        {...form.getInputProps('speciesCorrect', { type: 'checkbox' })}
      />
      <SimpleGrid cols={2} spacing="xs">
        <NumberInput
          label={t('judging.decision.length')}
          min={0}
          decimalScale={2}
          disabled={disabled}
          {...form.getInputProps('length')}
        />
        <Select
          label={t('judging.decision.lengthUnit')}
          disabled={disabled}
          allowDeselect={false}
          data={[
            { value: '1', label: t('judging.unit.cm') },
            { value: '2', label: t('judging.unit.in') },
          ]}
          value={String(values.lengthUnitId)}
          onChange={(value) => form.setFieldValue('lengthUnitId', value === '2' ? 2 : 1)}
        />
        <NumberInput
          label={t('judging.decision.weight')}
          min={0}
          decimalScale={2}
          disabled={disabled}
          {...form.getInputProps('weight')}
        />
        <Select
          label={t('judging.decision.weightUnit')}
          disabled={disabled}
          allowDeselect={false}
          data={[
            { value: '3', label: t('judging.unit.kg') },
            { value: '4', label: t('judging.unit.lb') },
          ]}
          value={String(values.weightUnitId)}
          onChange={(value) => form.setFieldValue('weightUnitId', value === '4' ? 4 : 3)}
        />
      </SimpleGrid>
      <NumberInput
        label={t('judging.decision.points')}
        description={t('judging.decision.pointsHint', { points: pointValue })}
        min={0}
        disabled={disabled || values.released === false}
        {...form.getInputProps('points')}
      />
      <Checkbox.Group
        label={t('judging.decision.evidence')}
        description={
          missing.length
            ? t('judging.decision.evidenceMissing', { count: missing.length })
            : t('judging.decision.evidenceComplete')
        }
        value={values.evidence}
        onChange={(next) => form.setFieldValue('evidence', next as EvidenceItem[])}
      >
        <Stack gap={6} mt={6}>
          {checklist.map((item) => (
            <Checkbox key={item} value={item} label={t(EVIDENCE_LABELS[item])} disabled={disabled} />
          ))}
        </Stack>
      </Checkbox.Group>
      {values.released === false ? (
        <Textarea
          label={t('judging.decision.refusalReason')}
          description={t('judging.decision.refusalReasonHint')}
          autosize
          minRows={2}
          maxLength={1000}
          disabled={disabled}
          {...form.getInputProps('refusalReason')}
        />
      ) : (
        <Textarea
          label={t('judging.decision.overrideNote')}
          description={t('judging.decision.overrideNoteHint')}
          autosize
          minRows={2}
          maxLength={1000}
          disabled={disabled}
          {...form.getInputProps('overrideNote')}
        />
      )}
    </Stack>
  );
}
