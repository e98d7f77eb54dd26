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
import { messages, ZEmail } from '@tightlines/domain';
import { useState } from 'react';
import { useT } from '../../../../i18n/use-t';
import { specMessage } from '../../../../ui/spec-message';
import { useJudgeSearch } from '../hooks/search-people';
import type { JudgeChoice } from '../wizard-values';
import type { WizardForm } from './wizard-form';

const SEARCH_DEBOUNCE_MS = 250;
const EMAIL_OPTION = 'email:';

/**
 * Section 6: the judges, found by name or e-mail (spec §7 users list, 5 at a time) or typed as a
 * full e-mail; at least one, and the same e-mail twice is refused with the spec §8 message.
 */
export function JudgesSection({ form }: { form: WizardForm }) {
  const t = useT();
  const id = useId();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const judges = form.values.judges;
  const chosen = new Set(judges.map((judge) => judge.email.toLowerCase()));
  const { people, searching, active } = useJudgeSearch(
    debounced,
    (card) => card.email !== null && chosen.has(card.email.toLowerCase()),
    judges.length,
  );
  const typedEmail = ZEmail.safeParse(search.trim()).data;

  const add = (judge: JudgeChoice) => {
    setSearch('');
    combobox.closeDropdown();
    if (chosen.has(judge.email.toLowerCase())) {
      form.setFieldError('judges', specMessage(messages.judgeAlreadySelected));
      return;
    }
    form.setFieldValue('judges', [...judges, judge]);
  };
  const remove = (email: string) =>
    form.setFieldValue(
      'judges',
      judges.filter((judge) => judge.email !== email),
    );

  const handleOptionSubmit = (option: string) => {
    if (option.startsWith(EMAIL_OPTION)) return add({ email: option.slice(EMAIL_OPTION.length), name: '' });
    const card = people.find((person) => person.userUUID === option);
    if (card?.email) add({ email: card.email, name: `${card.name} ${card.lastname}`.trim() });
  };

  const waiting = active && (searching || debounced.trim() !== search.trim());
  const options = people.map((card) => {
    const name = `${card.name} ${card.lastname}`.trim();
    return (
      <Combobox.Option value={card.userUUID} key={card.userUUID} disabled={!card.email}>
        <Group gap="sm" wrap="nowrap">
          <Avatar src={card.url} size="sm" radius="xl" alt="" name={name} />
          <div>
            <Text size="sm">{name}</Text>
            <Text size="xs" c="dimmed">
              {card.email ?? t('tournaments.wizard.judges.privateEmail')}
            </Text>
          </div>
        </Group>
      </Combobox.Option>
    );
  });
  if (typedEmail && !people.some((card) => card.email === typedEmail))
    options.push(
      <Combobox.Option value={`${EMAIL_OPTION}${typedEmail}`} key="email">
        <Text size="sm">{t('tournaments.wizard.judges.add', { email: typedEmail })}</Text>
      </Combobox.Option>,
    );
  const status = !active
    ? null
    : waiting && options.length === 0
      ? t('tournaments.wizard.judges.searching')
      : !waiting && options.length === 0
        ? t('tournaments.wizard.judges.noOne')
        : null;

  return (
    <Combobox store={combobox} onOptionSubmit={handleOptionSubmit}>
      <Combobox.DropdownTarget>
        <PillsInput
          id={id}
          label={t('tournaments.wizard.judges.label')}
          description={t('tournaments.wizard.judges.hint')}
          required
          error={form.errors.judges}
          onClick={() => combobox.openDropdown()}
          rightSection={
            waiting ? <Loader size={16} aria-label={t('tournaments.wizard.judges.searching')} /> : null
          }
        >
          <Pill.Group>
            {judges.map((judge) => (
              <Pill
                key={judge.email}
                withRemoveButton
                onRemove={() => remove(judge.email)}
                removeButtonProps={{
                  'aria-label': t('tournaments.wizard.judges.remove', { name: judge.name || judge.email }),
                  'aria-hidden': false,
                  tabIndex: 0,
                }}
              >
                {judge.name ? `${judge.name} · ${judge.email}` : judge.email}
              </Pill>
            ))}
            <Combobox.EventsTarget withExpandedAttribute>
              <PillsInput.Field
                id={id}
                value={search}
                placeholder={judges.length ? undefined : t('tournaments.wizard.judges.placeholder')}
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
                  if (event.key === 'Backspace' && search.length === 0 && judges.length > 0) {
                    event.preventDefault();
                    remove(judges[judges.length - 1]!.email);
                  }
                  // Enter adds a typed e-mail when nothing is highlighted, and never submits the wizard.
                  if (event.key === 'Enter' && combobox.getSelectedOptionIndex() === -1) {
                    event.preventDefault();
                    if (typedEmail) add({ email: typedEmail, name: '' });
                  }
                }}
              />
            </Combobox.EventsTarget>
          </Pill.Group>
        </PillsInput>
      </Combobox.DropdownTarget>
      <Combobox.Dropdown hidden={!active && !typedEmail}>
        <Combobox.Options aria-label={t('tournaments.wizard.judges.label')}>
          {options}
          {status ? <Combobox.Empty>{status}</Combobox.Empty> : null}
        </Combobox.Options>
      </Combobox.Dropdown>
      <VisuallyHidden aria-live="polite">
        {status ?? (active && !waiting ? t('tournaments.wizard.judges.found', { count: people.length }) : '')}
      </VisuallyHidden>
    </Combobox>
  );
}
