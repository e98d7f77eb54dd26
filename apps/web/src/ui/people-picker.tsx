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
import { usePeopleSearch } from '../api/users/search-people';

const SEARCH_DEBOUNCE_MS = 250;
const EMAIL_OPTION = 'email:';

export const fullName = (person: { name: string; lastname: string }) =>
  `${person.name} ${person.lastname}`.trim();

/** The words of one picker, in the user's language. */
export interface PeoplePickerTexts {
  label: string;
  description: string;
  placeholder: string;
  /** Shown while the search runs. */
  searching: string;
  /** The name of the spinner beside the box while the search runs. */
  searchingLabel: string;
  noOne: string;
  found: (count: number) => string;
  /** The option that adds a typed e-mail. */
  addEmail: (email: string) => string;
  /** The remove button of a chosen person's pill. */
  remove: (name: string) => string;
}

export interface PeoplePickerProps<T> {
  chosen: readonly T[];
  keyOf: (person: T) => string;
  /** A chosen person's name, or e-mail when there is no name. */
  nameOf: (person: T) => string;
  /** What a chosen person's pill shows; their name by default. */
  pillOf?: (person: T) => ReactNode;
  /** Left out of the suggestions (already chosen, the user themself). */
  excludes: (card: UserCard) => boolean;
  /** Whether a typed e-mail is offered as an option. */
  offersEmail: (email: string) => boolean;
  /** The second line of a suggestion. */
  detailOf: (card: UserCard) => string;
  /** A suggestion that cannot be picked (no e-mail to reach them by). */
  isDisabled?: (card: UserCard) => boolean;
  onPick: (card: UserCard) => void;
  onPickEmail: (email: string) => void;
  onRemove: (person: T) => void;
  texts: PeoplePickerTexts;
  error?: ReactNode;
  required?: boolean;
}

/**
 * People found by name or e-mail (spec §7 users list, 5 at a time) or typed as a full e-mail, shown
 * as removable pills: the session's team members and the tournament's judges. Keyboard: arrows and
 * Enter pick a suggestion, Enter with none highlighted adds a typed e-mail (and never submits the
 * form around it), Backspace in an empty box removes the last person.
 */
export function PeoplePicker<T>({
  chosen,
  keyOf,
  nameOf,
  pillOf,
  excludes,
  offersEmail,
  detailOf,
  isDisabled,
  onPick,
  onPickEmail,
  onRemove,
  texts,
  error,
  required,
}: PeoplePickerProps<T>) {
  const id = useId();
  const combobox = useCombobox({
    onDropdownClose: () => combobox.resetSelectedOption(),
    onDropdownOpen: () => combobox.updateSelectedOptionIndex('active'),
  });
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  // One more than the chosen, so a full page is left once they and the user are taken out.
  const { people, searching, active } = usePeopleSearch(debounced, excludes, chosen.length + 1);
  const typedEmail = ZEmail.safeParse(search.trim()).data;
  const emailOffered =
    typedEmail !== undefined && offersEmail(typedEmail) && !people.some((card) => card.email === typedEmail);

  const done = () => {
    setSearch('');
    combobox.closeDropdown();
  };
  const handleOptionSubmit = (option: string) => {
    if (option.startsWith(EMAIL_OPTION)) onPickEmail(option.slice(EMAIL_OPTION.length));
    else {
      const card = people.find((person) => person.userUUID === option);
      if (card) onPick(card);
    }
    done();
  };

  const waiting = active && (searching || debounced.trim() !== search.trim());
  const options = people.map((card) => (
    <Combobox.Option value={card.userUUID} key={card.userUUID} disabled={isDisabled?.(card)}>
      <Group gap="sm" wrap="nowrap">
        <Avatar src={card.url} size="sm" radius="xl" alt="" name={fullName(card)} />
        <div>
          <Text size="sm">{fullName(card)}</Text>
          <Text size="xs" c="dimmed">
            {detailOf(card)}
          </Text>
        </div>
      </Group>
    </Combobox.Option>
  ));
  if (emailOffered)
    options.push(
      <Combobox.Option value={`${EMAIL_OPTION}${typedEmail}`} key="email">
        <Text size="sm">{texts.addEmail(typedEmail)}</Text>
      </Combobox.Option>,
    );
  const status = !active
    ? null
    : waiting && people.length === 0
      ? texts.searching
      : !waiting && options.length === 0
        ? texts.noOne
        : null;

  return (
    <Combobox store={combobox} onOptionSubmit={handleOptionSubmit}>
      <Combobox.DropdownTarget>
        <PillsInput
          id={id}
          label={texts.label}
          description={texts.description}
          required={required}
          error={error}
          onClick={() => combobox.openDropdown()}
          rightSection={waiting ? <Loader size={16} aria-label={texts.searchingLabel} /> : null}
        >
          <Pill.Group>
            {chosen.map((person) => (
              <Pill
                key={keyOf(person)}
                withRemoveButton
                onRemove={() => onRemove(person)}
                // Mantine hides the remove button from assistive technology; these people need it too.
                removeButtonProps={{
                  'aria-label': texts.remove(nameOf(person)),
                  'aria-hidden': false,
                  tabIndex: 0,
                }}
              >
                {pillOf ? pillOf(person) : nameOf(person)}
              </Pill>
            ))}
            <Combobox.EventsTarget withExpandedAttribute>
              <PillsInput.Field
                id={id}
                value={search}
                placeholder={chosen.length ? undefined : texts.placeholder}
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
                  if (event.key === 'Backspace' && search.length === 0 && chosen.length > 0) {
                    event.preventDefault();
                    onRemove(chosen[chosen.length - 1]!);
                  }
                  if (event.key === 'Enter' && combobox.getSelectedOptionIndex() === -1) {
                    event.preventDefault();
                    if (emailOffered) handleOptionSubmit(`${EMAIL_OPTION}${typedEmail}`);
                  }
                }}
              />
            </Combobox.EventsTarget>
          </Pill.Group>
        </PillsInput>
      </Combobox.DropdownTarget>
      <Combobox.Dropdown hidden={!active && !emailOffered}>
        <Combobox.Options aria-label={texts.label}>
          {options}
          {status ? <Combobox.Empty>{status}</Combobox.Empty> : null}
        </Combobox.Options>
      </Combobox.Dropdown>
      <VisuallyHidden aria-live="polite">
        {status ?? (active && !waiting ? texts.found(people.length) : '')}
      </VisuallyHidden>
    </Combobox>
  );
}
