import { Avatar, Button, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { TEAM_ROLES, type TeamDto, type TeamInput, type TeamRole, type UserCard } from '@tightlines/domain';
import { useSaveTeam } from '../api/teams/teams';
import { useMyBoats } from '../api/users/my-boats';
import { useT } from '../i18n/use-t';
import { showOnField } from './field-errors';
import { fullName, PeoplePicker } from './people-picker';
import { PictureUpload } from './picture-upload';
import { specMessage } from './spec-message';

interface FormMember {
  userId: string;
  name: string;
  role: TeamRole;
}

interface Values {
  name: string;
  boatId: string | null;
  members: FormMember[];
  /** Left as it is (undefined), removed (null) or a new upload's key. */
  pictureUrl: string | null | undefined;
}

/** Each team role's name (spec §3: Captain, Angler, Mate), by key. */
const ROLE_LABEL = {
  Captain: 'ui.team.role.Captain',
  Angler: 'ui.team.role.Angler',
  Mate: 'ui.team.role.Mate',
} as const;

const valuesOf = (team: TeamDto | null): Values => ({
  name: team?.name ?? '',
  boatId: team?.boatId ?? null,
  members: (team?.members ?? []).map(({ userId, name, role }) => ({ userId, name, role })),
  pictureUrl: undefined,
});

/**
 * Creates a team, or edits one for its owner (issue 38 point 1): name, picture (uploaded through
 * the media pipeline, or removed), an optional boat of the owner's, and members found by name or
 * e-mail (5 at a time, the chosen and the owner left out) each with a role. A new team has its
 * maker as Captain (the server adds them); an edited one sends its whole member list, so a member
 * taken out is removed and one put in is told. A refusal naming a field shows under it, with what
 * was typed kept. The server decides who may edit (the owner only).
 */
export function TeamForm({
  team,
  selfEmail,
  onSaved,
  onCancel,
}: {
  /** The team to edit, or null for a new one. */
  team: TeamDto | null;
  /** The signed-in user, left out of the member search. */
  selfEmail: string | null;
  onSaved: (team: TeamDto) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const save = useSaveTeam();
  const boats = useMyBoats();
  const form = useForm<Values>({
    initialValues: valuesOf(team),
    validate: { name: (value) => (value.trim() ? null : specMessage('completeRequiredFields')) },
  });
  const { members, pictureUrl: picture } = form.getValues();
  const setPicture = (value: string | null | undefined) => {
    form.setFieldValue('pictureUrl', value);
    form.clearFieldError('pictureUrl');
  };
  const ownerId = team?.ownerId ?? null;
  const setMembers = (next: FormMember[]) => {
    form.setFieldValue('members', next);
    form.clearFieldError('members');
  };

  const submit = form.onSubmit((values) => {
    const input: TeamInput = {
      name: values.name.trim(),
      boatId: values.boatId,
      members: values.members.map(({ userId, role }) => ({ userId, role })),
      ...(values.pictureUrl !== undefined ? { pictureUrl: values.pictureUrl } : {}),
    };
    save.mutate(
      { teamId: team?.id, input },
      {
        onSuccess: onSaved,
        onError: showOnField(form, { rename: (field) => (field.startsWith('members') ? 'members' : field) }),
      },
    );
  });

  const currentPicture = picture === undefined ? team?.pictureUrl : null;
  const boatOptions = (boats.data ?? []).map((boat) => ({ value: boat.boatUUID, label: boat.boatName }));
  if (team?.boatId && team.boatName && !boatOptions.some((option) => option.value === team.boatId)) {
    boatOptions.unshift({ value: team.boatId, label: team.boatName });
  }
  const title = team ? t('ui.team.editTitle', { team: team.name }) : t('ui.team.newTitle');
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={3} size="h5">
            {title}
          </Title>
          <TextInput label={t('ui.team.name')} required maxLength={80} {...form.getInputProps('name')} />
          {currentPicture ? (
            <Group gap="sm">
              <Avatar
                src={currentPicture}
                alt={t('ui.team.picture', { team: team!.name })}
                size="lg"
                radius="md"
              />
              <Button variant="subtle" color="red" size="xs" onClick={() => setPicture(null)}>
                {t('ui.team.removePicture')}
              </Button>
            </Group>
          ) : (
            <PictureUpload
              value={picture ?? null}
              onChange={(key) => setPicture(key ?? (team?.pictureUrl ? null : undefined))}
              error={form.errors.pictureUrl}
              hint={t('ui.team.pictureHint')}
              previewAlt={t('ui.team.picturePreview')}
            />
          )}
          <Select
            label={t('ui.team.boat')}
            placeholder={boatOptions.length ? t('ui.team.noBoat') : t('ui.team.noBoats')}
            data={boatOptions}
            clearable
            disabled={boats.isPending}
            {...form.getInputProps('boatId')}
          />
          {team ? null : (
            <Text size="sm" c="dimmed">
              {t('ui.team.youAreCaptain')}
            </Text>
          )}
          <PeoplePicker<FormMember>
            chosen={members.filter((member) => member.userId !== ownerId)}
            keyOf={(member) => member.userId}
            nameOf={(member) => member.name}
            excludes={(card: UserCard) =>
              (!!selfEmail && card.email === selfEmail) ||
              card.userUUID === ownerId ||
              members.some((member) => member.userId === card.userUUID)
            }
            offersEmail={() => false}
            detailOf={(card) => card.roleName ?? ''}
            onPick={(card) =>
              setMembers([...members, { userId: card.userUUID, name: fullName(card), role: 'Angler' }])
            }
            onPickEmail={() => undefined}
            onRemove={(member) => setMembers(members.filter((row) => row.userId !== member.userId))}
            error={form.errors.members}
            texts={{
              label: t('ui.team.members'),
              description: t('ui.team.membersHint'),
              placeholder: t('ui.team.searchPlaceholder'),
              searching: t('ui.team.searching'),
              searchingLabel: t('ui.team.searching'),
              noOne: t('ui.team.noOne'),
              found: (count) => t('ui.team.found', { count }),
              addEmail: () => '',
              remove: (person) => t('ui.team.remove', { name: person }),
            }}
          />
          {members.map((member) => (
            <Select
              key={member.userId}
              label={t('ui.team.roleOf', { name: member.name })}
              data={TEAM_ROLES.map((role) => ({ value: role, label: t(ROLE_LABEL[role]) }))}
              value={member.role}
              allowDeselect={false}
              onChange={(role) =>
                role &&
                setMembers(
                  members.map((row) =>
                    row.userId === member.userId ? { ...row, role: role as TeamRole } : row,
                  ),
                )
              }
            />
          ))}
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              {t('ui.team.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('ui.team.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
