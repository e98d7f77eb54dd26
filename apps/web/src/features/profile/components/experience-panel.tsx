import { Badge, Button, Group, Modal, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconFish, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { type Experience } from '@tightlines/domain';
import { useState } from 'react';
import { confirmAction } from '../../../ui/confirm';
import { EmptyState } from '../../../ui/empty-state';
import { showError, showSuccess } from '../../../ui/feedback';
import { useDeleteExperience } from '../hooks/save-experience';
import { ExperienceForm } from './experience-form';
import { useT } from '../../../i18n/use-t';
import { roleLabel } from './role-label';
import { specMessage } from '../../../ui/spec-message';

function ExperienceCard({
  experience,
  onEdit,
  onDelete,
}: {
  experience: Experience;
  onEdit(): void;
  onDelete(): void;
}) {
  const t = useT();
  const title = t('profile.experience.title', {
    type: experience.fishingTypeName,
    role: roleLabel(t, experience.roleName),
  });
  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap="xs">
        <Title order={3} size="h4">
          {title}
        </Title>
        <Group gap={6}>
          <Badge variant="light">{t('profile.experience.years', { count: experience.years })}</Badge>
          <Badge variant="outline">{experience.workTypeName}</Badge>
        </Group>
        {experience.countries.length ? (
          <Text size="sm">
            {t('profile.experience.countries', {
              countries: experience.countries.map((country) => country.name).join(', '),
            })}
          </Text>
        ) : null}
        {experience.boats.length ? (
          <Text size="sm">
            {t('profile.experience.boats', { boats: experience.boats.map((boat) => boat.name).join(', ') })}
          </Text>
        ) : null}
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPencil size={14} aria-hidden />}
            onClick={onEdit}
          >
            {t('profile.editNamed', { name: title })}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={onDelete}
          >
            {t('profile.deleteNamed', { name: title })}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The Experience tab: the user's fishing experience, oldest (the one completeness counts) first. */
export function ExperiencePanel({ experiences }: { experiences: Experience[] }) {
  const t = useT();
  const [editing, setEditing] = useState<{ experience?: Experience } | null>(null);
  const remove = useDeleteExperience();

  const handleDelete = async (experience: Experience) => {
    const confirmed = await confirmAction({
      title: t('profile.experience.deleteTitle'),
      message: t('profile.experience.deleteMessage', {
        type: experience.fishingTypeName,
        role: roleLabel(t, experience.roleName),
      }),
      confirmLabel: t('profile.experience.deleteConfirm'),
      destructive: true,
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(experience);
      showSuccess(specMessage('experienceEditSuccess'));
    } catch (error) {
      showError(error);
    }
  };

  const addButton = (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({})}>
      {t('profile.experience.add')}
    </Button>
  );

  return (
    <Stack>
      {experiences.length === 0 ? (
        <EmptyState
          icon={<IconFish size={28} />}
          title={t('profile.experience.emptyTitle')}
          action={addButton}
        >
          {t('profile.experience.emptyText')}
        </EmptyState>
      ) : (
        <>
          <Group justify="flex-end">{addButton}</Group>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            {experiences.map((experience) => (
              <ExperienceCard
                key={experience.experienceUUID}
                experience={experience}
                onEdit={() => setEditing({ experience })}
                onDelete={() => void handleDelete(experience)}
              />
            ))}
          </SimpleGrid>
        </>
      )}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.experience ? t('profile.experience.editTitle') : t('profile.experience.addTitle')}
        size="lg"
        closeButtonProps={{ 'aria-label': t('profile.close') }}
      >
        {editing ? (
          <ExperienceForm
            key={editing.experience?.experienceUUID ?? 'new'}
            experience={editing.experience}
            onDone={() => setEditing(null)}
          />
        ) : null}
      </Modal>
    </Stack>
  );
}
