import {
  Avatar,
  Combobox,
  Group,
  Loader,
  Pill,
  PillsInput,
  Text,
  useCombobox,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue, useId } from '@mantine/hooks';
import { ZEmail, type UserCard } from '@tightlines/domain';
import { useState, type ReactNode } from 'react';
import { useT } from '../../../i18n/use-t';
import { usePeopleSearch } from '../hooks/search-people';
import { teamMemberKey, type TeamMemberChoice } from './session-form-values';

export const SEARCH_DEBOUNCE_MS = 250;
const EMAIL_OPTION = 'email:';

const fullName = (member: { name: string; lastname: string }) => `${member.name} ${member.lastname}`.trim();
const labelOf = (member: TeamMemberChoice) => fullName(member) || member.email || '';

const toChoice = (card: UserCard): TeamMemberChoice => ({
  userUUID: card.userUUID,
  email: card.email,
  name: card.name,
  lastname: card.lastname,
  url: card.url,
});

/**
 * Team members of a session, found by name or e-mail (spec §7 users list, 5 at a time) or typed as
 * a full e-mail; already chosen people (and the signed-in user) are left out of the suggestions.
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
  const shownLabel = label ?? t('fishlogs.team.label');
  const id = useId();
  const combobox = useCombobox({
    onDropdownClose: () => combobox.resetSelectedOption(),
    onDropdownOpen: () => combobox.updateSelectedOptionIndex('active'),
  });
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const chosen = new Set(value.map(teamMemberKey));
  const chosenEmails = new Set(value.flatMap((member) => (member.email ? [member.email.toLowerCase()] : [])));
  const own = ownEmail?.toLowerCase();
  const { people, searching, active } = usePeopleSearch(
    debounced,
    (card) =>
      chosen.has(card.userUUID) ||
      (card.email !== null && (chosenEmails.has(card.email) || card.email === own)),
    value.length + 1,
  );
  const typedEmail = ZEmail.safeParse(search).data;
  const canAddEmail =
    typedEmail !== undefined &&
    typedEmail !== own &&
    !chosenEmails.has(typedEmail) &&
    !people.some((card) => card.email === typedEmail);

  const add = (member: TeamMemberChoice) => {
    if (!chosen.has(teamMemberKey(member))) onChange([...value, member]);
    setSearch('');
    combobox.closeDropdown();
  };
  const remove = (key: string) => onChange(value.filter((member) => teamMemberKey(member) !== key));

  const handleOptionSubmit = (option: string) => {
    if (option.startsWith(EMAIL_OPTION)) {
      const email = option.slice(EMAIL_OPTION.length);
      add({ userUUID: null, email, name: '', lastname: '', url: null });
      return;
    }
    const card = people.find((person) => person.userUUID === option);
    if (card) add(toChoice(card));
  };

  const waiting = active && (searching || debounced.trim() !== search.trim());
  const options = people.map((card) => (
    <Combobox.Option value={card.userUUID} key={card.userUUID}>
      <Group gap="sm" wrap="nowrap">
        <Avatar src={card.url} size="sm" radius="xl" alt="" name={fullName(card)} />
        <div>
          <Text size="sm">{fullName(card)}</Text>
          <Text size="xs" c="dimmed">
            {card.email ? `${card.roleName} · ${card.email}` : card.roleName}
          </Text>
        </div>
      </Group>
    </Combobox.Option>
  ));
  if (canAddEmail)
    options.push(
      <Combobox.Option value={`${EMAIL_OPTION}${typedEmail}`} key="email">
        <Text size="sm">{t('fishlogs.team.add', { email: typedEmail })}</Text>
      </Combobox.Option>,
    );

  const status = !active
    ? null
    : waiting && people.length === 0
      ? t('fishlogs.team.searching')
      : !waiting && options.length === 0
        ? t('fishlogs.team.noOne')
        : null;

  return (
    <Combobox store={combobox} onOptionSubmit={handleOptionSubmit}>
      <Combobox.DropdownTarget>
        <PillsInput
          id={id}
          label={shownLabel}
          description={t('fishlogs.team.description')}
          error={error}
          onClick={() => combobox.openDropdown()}
          rightSection={waiting ? <Loader size={16} aria-label={t('fishlogs.team.searchingLabel')} /> : null}
        >
          <Pill.Group>
            {value.map((member) => (
              <Pill
                key={teamMemberKey(member)}
                withRemoveButton
                onRemove={() => remove(teamMemberKey(member))}
                // Mantine hides the remove button from assistive technology; these people need it too.
                removeButtonProps={{
                  'aria-label': t('fishlogs.remove', { name: labelOf(member) }),
                  'aria-hidden': false,
                  tabIndex: 0,
                }}
              >
                <Group gap={4} wrap="nowrap">
                  {fullName(member) ? (
                    <Avatar src={member.url} size={16} radius="xl" alt="" name={labelOf(member)} />
                  ) : null}
                  {labelOf(member)}
                </Group>
              </Pill>
            ))}
            <Combobox.EventsTarget withExpandedAttribute>
              <PillsInput.Field
                id={id}
                value={search}
                placeholder={value.length ? undefined : t('fishlogs.team.placeholder')}
                autoComplete="off"
                inputMode="search"
                onFocus={() => combobox.openDropdown()}
                onBlur={() => combobox.closeDropdown()}
                onChange={(event) => {
                  combobox.openDropdown();
                  combobox.updateSelectedOptionIndex();
                  setSearch(event.currentTarget.value);
                }}
                onKeyDown={(event) => {
                  if (event.key === 'Backspace' && search.length === 0 && value.length > 0) {
                    event.preventDefault();
                    remove(teamMemberKey(value[value.length - 1]!));
                  }
                  // Enter picks the highlighted person; otherwise it adds a typed e-mail, and never
                  // submits the whole session form from the search box.
                  if (event.key === 'Enter' && combobox.getSelectedOptionIndex() === -1) {
                    event.preventDefault();
                    if (canAddEmail) handleOptionSubmit(`${EMAIL_OPTION}${typedEmail}`);
                  }
                }}
              />
            </Combobox.EventsTarget>
          </Pill.Group>
        </PillsInput>
      </Combobox.DropdownTarget>
      <Combobox.Dropdown hidden={!active && !canAddEmail}>
        <Combobox.Options aria-label={shownLabel}>
          {options}
          {status ? <Combobox.Empty>{status}</Combobox.Empty> : null}
        </Combobox.Options>
      </Combobox.Dropdown>
      <VisuallyHidden aria-live="polite">
        {status ?? (active && !waiting ? t('fishlogs.team.found', { count: people.length }) : '')}
      </VisuallyHidden>
    </Combobox>
  );
}
