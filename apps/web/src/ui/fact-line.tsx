import { Group, Text } from '@mantine/core';

/** A label and its value on one line, the label dimmed in a column of its own (a catch's facts). */
export function FactLine({
  label,
  value,
  labelWidth = 90,
}: {
  label: string;
  value: string;
  labelWidth?: number;
}) {
  return (
    <Group gap={6} wrap="nowrap" align="baseline">
      <Text size="sm" c="dimmed" w={labelWidth} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Group>
  );
}
