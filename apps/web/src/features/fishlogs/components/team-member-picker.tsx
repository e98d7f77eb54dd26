import { Avatar, Group } from '@mantine/core';
import type { UserCard } from '@tightlines/domain';
import type { ReactNode } from 'react';
import { useT } from '../../../i18n/use-t';
import { fullName, PeoplePicker } from '../../../ui/people-picker';
import { teamMemberKey, type TeamMemberChoice } from './session-form-values';

const labelOf = (member: TeamMemberChoice) => fullName(member) || member.email || '';

const toChoice = (card: UserCard): TeamMemberChoice => ({
  userUUID: card.userUUID,
  email: card.email,
  name: card.name,
  lastname: card.lastname,
  url: card.url,
});

/**
 * Team members of a session, found by name or e-mail or typed as a full e-mail; already chosen
 * people (and the signed-in user) are left out of the suggestions.
 */
export function TeamMemberPicker({
  value,
  onChange,
  ownEmail,
  label,
  error,
}: {
  value: TeamMemberChoice[];
  onChange: (members: TeamMemberChoice[]) => void;
  ownEmail?: string;
  label?: string;
  /** A refusal of the team (the server's message), shown under it. */
  error?: ReactNode;
}) {
  const t = useT();
  const chosen = new Set(value.map(teamMemberKey));
  const chosenEmails = new Set(value.flatMap((member) => (member.email ? [member.email.toLowerCase()] : [])));
  const own = ownEmail?.toLowerCase();
  const add = (member: TeamMemberChoice) => {
    if (!chosen.has(teamMemberKey(member))) onChange([...value, member]);
  };

  return (
    <PeoplePicker
      chosen={value}
      keyOf={teamMemberKey}
      nameOf={labelOf}
      pillOf={(member) => (
        <Group gap={4} wrap="nowrap">
          {fullName(member) ? (
            <Avatar src={member.url} size={16} radius="xl" alt="" name={labelOf(member)} />
          ) : null}
          {labelOf(member)}
        </Group>
      )}
      excludes={(card) =>
        chosen.has(card.userUUID) ||
        (card.email !== null && (chosenEmails.has(card.email) || card.email === own))
      }
      offersEmail={(email) => email !== own && !chosenEmails.has(email)}
      detailOf={(card) => (card.email ? `${card.roleName} · ${card.email}` : card.roleName)}
      onPick={(card) => add(toChoice(card))}
      onPickEmail={(email) => add({ userUUID: null, email, name: '', lastname: '', url: null })}
      onRemove={(member) => onChange(value.filter((other) => teamMemberKey(other) !== teamMemberKey(member)))}
      texts={{
        label: label ?? t('fishlogs.team.label'),
        description: t('fishlogs.team.description'),
        placeholder: t('fishlogs.team.placeholder'),
        searching: t('fishlogs.team.searching'),
        searchingLabel: t('fishlogs.team.searchingLabel'),
        noOne: t('fishlogs.team.noOne'),
        found: (count) => t('fishlogs.team.found', { count }),
        addEmail: (email) => t('fishlogs.team.add', { email }),
        remove: (name) => t('fishlogs.remove', { name }),
      }}
      error={error}
    />
  );
}
