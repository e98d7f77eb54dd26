import { Avatar, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconSailboat, IconTrash } from '@tabler/icons-react';
import type { Boat, SizeUnitId } from '@tightlines/domain';
import { formatKnots, formatLengthIn } from '../../../ui/units';

function motorLine(boat: Boat): string {
  const { motor } = boat;
  const speeds = [
    motor.topSpeed != null ? `top ${formatKnots(motor.topSpeed)}` : null,
    motor.cruiseSpeed != null ? `cruise ${formatKnots(motor.cruiseSpeed)}` : null,
  ].filter(Boolean);
  return [`${motor.motorMakeName} ${motor.model}`, ...speeds].join(' · ');
}

function propellerLine(boat: Boat, unit: SizeUnitId): string {
  const { model } = boat;
  const length = (value: number | null) =>
    value == null ? null : formatLengthIn(value, model.sizeUnitId as SizeUnitId, { size: unit });
  const size = [length(model.propellerDiameter), length(model.propellerPitch)].filter(Boolean).join(' × ');
  return [model.propellerManufacterName, model.blades ? `${model.blades} blades` : null, size || null]
    .filter(Boolean)
    .join(' · ');
}

/** One boat of the Boats tab, lengths in the viewer's unit; edit and delete when allowed. */
export function BoatCard({
  boat,
  unit,
  onEdit,
  onDelete,
}: {
  boat: Boat;
  unit: SizeUnitId;
  onEdit(): void;
  onDelete(): void;
}) {
  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap="sm">
        <Group align="flex-start" wrap="nowrap">
          <Avatar src={boat.pictureUrl} alt="" size={64} radius="md" color="ocean">
            <IconSailboat size={28} aria-hidden />
          </Avatar>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={3} size="h4">
              {boat.boatName}
            </Title>
            <Text size="sm" c="dimmed">
              {[boat.typeName, boat.boatMakeName, boat.countryName].filter(Boolean).join(' · ')}
            </Text>
            <Group gap={6}>
              <Badge variant="light">Hull {boat.hullNumber}</Badge>
              {boat.size != null ? (
                <Badge variant="outline" data-testid="boat-size">
                  {formatLengthIn(boat.size, boat.sizeUnitId as SizeUnitId, { size: unit })}
                </Badge>
              ) : null}
            </Group>
          </Stack>
        </Group>
        {boat.captainEmail ? <Text size="sm">Captain: {boat.captainEmail}</Text> : null}
        {boat.pendingCaptainEmail ? (
          <Group gap={6} data-testid="pending-captain">
            <Badge variant="light" color="yellow">
              Pending
            </Badge>
            <Text size="sm" c="dimmed">
              Named captain: {boat.pendingCaptainEmail} (captains once they accept)
            </Text>
          </Group>
        ) : null}
        <Text size="sm">Motor: {motorLine(boat)}</Text>
        <Text size="sm">Propeller: {propellerLine(boat, unit)}</Text>
        {boat.can.edit || boat.can.delete ? (
          <Group gap="xs">
            {boat.can.edit ? (
              <Button
                size="xs"
                variant="light"
                leftSection={<IconPencil size={14} aria-hidden />}
                onClick={onEdit}
              >
                Edit {boat.boatName}
              </Button>
            ) : null}
            {boat.can.delete ? (
              <Button
                size="xs"
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={14} aria-hidden />}
                onClick={onDelete}
              >
                Delete {boat.boatName}
              </Button>
            ) : null}
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
