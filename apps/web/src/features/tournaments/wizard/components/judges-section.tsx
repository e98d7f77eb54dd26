import { useT } from '../../../../i18n/use-t';
import { fullName, PeoplePicker } from '../../../../ui/people-picker';
import { specMessage } from '../../../../ui/spec-message';
import type { JudgeChoice } from '../wizard-values';
import type { WizardForm } from './wizard-form';

/**
 * Section 6: the judges, found by name or e-mail (spec §7 users list, 5 at a time) or typed as a
 * full e-mail; at least one, and the same e-mail twice is refused with the spec §8 message.
 */
export function JudgesSection({ form }: { form: WizardForm }) {
  const t = useT();
  const judges = form.values.judges;
  const chosen = new Set(judges.map((judge) => judge.email.toLowerCase()));
  const add = (judge: JudgeChoice) => {
    if (chosen.has(judge.email.toLowerCase())) {
      form.setFieldError('judges', specMessage('judgeAlreadySelected'));
      return;
    }
    form.setFieldValue('judges', [...judges, judge]);
  };

  return (
    <PeoplePicker
      chosen={judges}
      keyOf={(judge) => judge.email}
      nameOf={(judge) => judge.name || judge.email}
      pillOf={(judge) => (judge.name ? `${judge.name} · ${judge.email}` : judge.email)}
      excludes={(card) => card.email !== null && chosen.has(card.email.toLowerCase())}
      // A typed e-mail already chosen is still offered: picking it says the judge is already selected.
      offersEmail={() => true}
      detailOf={(card) => card.email ?? t('tournaments.wizard.judges.privateEmail')}
      isDisabled={(card) => !card.email}
      onPick={(card) => {
        if (card.email) add({ email: card.email, name: fullName(card) });
      }}
      onPickEmail={(email) => add({ email, name: '' })}
      onRemove={(judge) =>
        form.setFieldValue(
          'judges',
          judges.filter((other) => other.email !== judge.email),
        )
      }
      texts={{
        label: t('tournaments.wizard.judges.label'),
        description: t('tournaments.wizard.judges.hint'),
        placeholder: t('tournaments.wizard.judges.placeholder'),
        searching: t('tournaments.wizard.judges.searching'),
        searchingLabel: t('tournaments.wizard.judges.searching'),
        noOne: t('tournaments.wizard.judges.noOne'),
        found: (count) => t('tournaments.wizard.judges.found', { count }),
        addEmail: (email) => t('tournaments.wizard.judges.add', { email }),
        remove: (name) => t('tournaments.wizard.judges.remove', { name }),
      }}
      error={form.errors.judges}
      required
    />
  );
}
