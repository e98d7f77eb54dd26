import { Avatar, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconSailboat, IconTrash } from '@tabler/icons-react';
import type { Boat, SizeUnitId } from '@tightlines/domain';
import { formatKnots, formatLengthIn } from '../../../ui/units';
import { useT, type Translate } from '../../../i18n/use-t';

function motorLine(t: Translate, boat: Boat): string {
  const { motor } = boat;
  const speeds = [
    motor.topSpeed != null ? t('profile.boat.topSpeed', { speed: formatKnots(motor.topSpeed) }) : null,
    motor.cruiseSpeed != null
      ? t('profile.boat.cruiseSpeed', { speed: formatKnots(motor.cruiseSpeed) })
      : null,
  ].filter(Boolean);
  return [`${motor.motorMakeName} ${motor.model}`, ...speeds].join(' · ');
}

function propellerLine(t: Translate, boat: Boat, unit: SizeUnitId): string {
  const { model } = boat;
  const length = (value: number | null) =>
    value == null ? null : formatLengthIn(value, model.sizeUnitId as SizeUnitId, { size: unit });
  const size = [length(model.propellerDiameter), length(model.propellerPitch)].filter(Boolean).join(' × ');
  return [
    model.propellerManufacterName,
    model.blades ? t('profile.boat.blades', { count: model.blades }) : null,
    size || null,
  ]
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
  const t = useT();
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
              <Badge variant="light">{t('profile.boat.hull', { number: boat.hullNumber })}</Badge>
              {boat.size != null ? (
                <Badge variant="outline" data-testid="boat-size">
                  {formatLengthIn(boat.size, boat.sizeUnitId as SizeUnitId, { size: unit })}
                </Badge>
              ) : null}
            </Group>
          </Stack>
        </Group>
        {boat.captainEmail ? (
          <Text size="sm">{t('profile.boat.captain', { email: boat.captainEmail })}</Text>
        ) : null}
        {boat.pendingCaptainEmail ? (
          <Group gap={6} data-testid="pending-captain">
            <Badge variant="light" color="yellow">
              {t('profile.boat.pending')}
            </Badge>
            <Text size="sm" c="dimmed">
              {t('profile.boat.namedCaptain', { email: boat.pendingCaptainEmail })}
            </Text>
          </Group>
        ) : null}
        <Text size="sm">{t('profile.boat.motor', { motor: motorLine(t, boat) })}</Text>
        <Text size="sm">{t('profile.boat.propeller', { propeller: propellerLine(t, boat, unit) })}</Text>
        {boat.can.edit || boat.can.delete ? (
          <Group gap="xs">
            {boat.can.edit ? (
              <Button
                size="xs"
                variant="light"
                leftSection={<IconPencil size={14} aria-hidden />}
                onClick={onEdit}
              >
                {t('profile.editNamed', { name: boat.boatName })}
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
                {t('profile.deleteNamed', { name: boat.boatName })}
              </Button>
            ) : null}
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
