import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { IconPlus, IconSailboat } from '@tabler/icons-react';
import { type Boat, type SizeUnitId } from '@tightlines/domain';
import { useState } from 'react';
import { confirmAction } from '../../../ui/confirm';
import { EmptyState } from '../../../ui/empty-state';
import { showError, showSuccess } from '../../../ui/feedback';
import { useDeleteBoat } from '../hooks/save-boat';
import { BoatCard } from './boat-card';
import { BoatModal } from './boat-modal';
import { CaptaincyInvitations } from './captaincy-invitations';
import { useT } from '../../../i18n/use-t';
import { specMessage } from '../../../ui/spec-message';

/** The Boats tab: the user's boats with their motor and propeller; Captain and Boat accounts add them. */
export function BoatsPanel({
  boats,
  canAddBoat,
  userEmail,
  unit,
}: {
  boats: Boat[];
  canAddBoat: boolean;
  userEmail: string;
  unit: SizeUnitId;
}) {
  const t = useT();
  const [editing, setEditing] = useState<{ boat?: Boat } | null>(null);
  const remove = useDeleteBoat();

  const handleDelete = async (boat: Boat) => {
    const confirmed = await confirmAction({
      title: t('profile.boats.deleteTitle', { boat: boat.boatName }),
      message: t('profile.boats.deleteMessage'),
      confirmLabel: t('profile.boats.deleteConfirm'),
      destructive: true,
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(boat);
      showSuccess(specMessage('boatEditSuccess'));
    } catch (error) {
      showError(error);
    }
  };

  const addButton = canAddBoat ? (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({})}>
      {t('profile.boats.add')}
    </Button>
  ) : null;

  return (
    <Stack>
      <CaptaincyInvitations />
      {boats.length === 0 ? (
        <EmptyState
          icon={<IconSailboat size={28} />}
          title={t('profile.boats.emptyTitle')}
          action={addButton}
        >
          {canAddBoat ? t('profile.boats.emptyCanAdd') : t('profile.boats.emptyCannotAdd')}
        </EmptyState>
      ) : (
        <>
          <Group justify="flex-end">{addButton}</Group>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            {boats.map((boat) => (
              <BoatCard
                key={boat.boatUUID}
                boat={boat}
                unit={unit}
                onEdit={() => setEditing({ boat })}
                onDelete={() => void handleDelete(boat)}
              />
            ))}
          </SimpleGrid>
        </>
      )}
      <BoatModal
        boat={editing?.boat}
        userEmail={userEmail}
        unit={unit}
        opened={editing !== null}
        onClose={() => setEditing(null)}
      />
    </Stack>
  );
}
