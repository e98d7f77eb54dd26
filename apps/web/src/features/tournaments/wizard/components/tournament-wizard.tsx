import { Button, Group, Progress, Stack, Stepper, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { tournamentPath } from '@tightlines/domain';
import { useRef, useState, type ComponentType } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../../../i18n/use-t';
import { confirmAction } from '../../../../ui/confirm';
import { showSuccess } from '../../../../ui/feedback';
import { showOnField } from '../../../../ui/field-errors';
import { showToast } from '../../../../ui/toasts';
import { usePublishTournament, useSaveDraft } from '../hooks/drafts';
import {
  firstSectionWithError,
  formFieldOf,
  SECTION_LABEL,
  SECTIONS,
  sectionErrors,
  sectionOf,
  type Section,
} from '../wizard-sections';
import { toDraftInput, type WizardValues } from '../wizard-values';
import { ClubSection } from './club-section';
import { DatesSection } from './dates-section';
import { FeeSection } from './fee-section';
import { JudgesSection } from './judges-section';
import { LocationSection } from './location-section';
import { NameSection } from './name-section';
import { ReviewSection } from './review-section';
import { RulesSection } from './rules-section';
import { SpeciesSection } from './species-section';
import type { WizardForm } from './wizard-form';
import { specMessage } from '../../../../ui/spec-message';

/** Spec §9: the "draft saved" notice shows 2 s. */
const DRAFT_SAVED_MS = 2000;

const BODY: Record<Exclude<Section, 'review'>, ComponentType<{ form: WizardForm }>> = {
  name: NameSection,
  location: LocationSection,
  dates: DatesSection,
  club: ClubSection,
  rules: RulesSection,
  judges: JudgesSection,
  species: SpeciesSection,
  fee: FeeSection,
};

/**
 * The create-tournament wizard (spec §2, §4, §5): its sections in order, each checked by the spec §5
 * rules before the next, a review, then publishing. Save draft keeps it open and puts the draft's
 * UUID in the address; Cancel goes back to the list, asking first when something is unsaved.
 */
export function TournamentWizard({
  initialValues,
  draftId: initialDraftId,
  onDraftSaved,
}: {
  initialValues: WizardValues;
  draftId: string | null;
  /** The draft now has this UUID: the page puts it in the address (without loading it again). */
  onDraftSaved(uuid: string): void;
}) {
  const t = useT();
  const navigate = useNavigate();
  const phone = useMediaQuery('(max-width: 48em)');
  const [step, setStep] = useState(0);
  const [draftId, setDraftId] = useState(initialDraftId);
  // The tournament's UUID if it is published without a draft: the same on a retried click, so it is made once.
  const newId = useRef(crypto.randomUUID());
  const saveDraft = useSaveDraft();
  const publish = usePublishTournament();
  const section = SECTIONS[step]!;

  const form = useForm<WizardValues>({
    initialValues,
    validate: (values) => sectionErrors(SECTIONS[step]!, values, new Date()),
  });

  const goTo = (target: Section) => {
    form.clearErrors();
    setStep(SECTIONS.indexOf(target));
  };
  const onServerError = showOnField(form, {
    rename: formFieldOf,
    onField: (path) => setStep(SECTIONS.indexOf(sectionOf(path))),
  });

  const handleNext = () => {
    if (form.validate().hasErrors) return;
    setStep((current) => Math.min(current + 1, SECTIONS.length - 1));
  };

  const handleSaveDraft = () =>
    saveDraft.mutate(toDraftInput(form.getValues(), draftId ?? undefined), {
      onSuccess: (saved) => {
        setDraftId(saved.UUID);
        form.resetDirty();
        onDraftSaved(saved.UUID);
        void showToast({
          message: t('tournaments.wizard.draftSaved'),
          color: 'teal',
          autoClose: DRAFT_SAVED_MS,
        });
      },
      onError: onServerError,
    });

  const handlePublish = () => {
    const errors = sectionErrors('review', form.getValues(), new Date());
    const back = firstSectionWithError(errors);
    if (back) {
      setStep(SECTIONS.indexOf(back));
      form.setErrors(errors);
      return;
    }
    publish.mutate(toDraftInput(form.getValues(), draftId ?? newId.current), {
      onSuccess: (created) => {
        form.resetDirty();
        showSuccess(specMessage('tournamentJoinedOrCreated'));
        void navigate(tournamentPath(created.UUID));
      },
      onError: onServerError,
    });
  };

  const handleCancel = async () => {
    if (
      form.isDirty() &&
      !(await confirmAction({
        title: t('tournaments.wizard.cancelTitle'),
        message: t('tournaments.wizard.cancelMessage'),
        confirmLabel: t('tournaments.wizard.cancelConfirm'),
        destructive: true,
      }))
    )
      return;
    void navigate('/tournament');
  };

  const sectionName = (name: Section) => t(SECTION_LABEL[name]);
  const Body = section === 'review' ? null : BODY[section];
  const saving = saveDraft.isPending;
  const publishing = publish.isPending;
  const busy = saving || publishing;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (section === 'review') handlePublish();
        else handleNext();
      }}
    >
      <Stack gap="lg">
        {phone ? (
          <Stack gap={6}>
            <Text fw={600} aria-live="polite">
              {t('tournaments.wizard.stepOf', {
                step: step + 1,
                total: SECTIONS.length,
                section: sectionName(section),
              })}
            </Text>
            <Progress value={((step + 1) / SECTIONS.length) * 100} aria-hidden size="sm" />
          </Stack>
        ) : (
          <Stepper
            active={step}
            size="xs"
            allowNextStepsSelect={false}
            onStepClick={(index) => goTo(SECTIONS[index]!)}
            aria-label={t('tournaments.wizard.sections')}
            styles={{ stepLabel: { whiteSpace: 'nowrap' } }}
          >
            {SECTIONS.map((name) => (
              <Stepper.Step key={name} label={sectionName(name)} />
            ))}
          </Stepper>
        )}
        <section aria-label={sectionName(section)}>
          {Body ? <Body form={form} /> : <ReviewSection values={form.values} onEdit={goTo} />}
        </section>
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Button variant="subtle" color="gray" onClick={() => void handleCancel()} disabled={busy}>
              {t('tournaments.wizard.cancel')}
            </Button>
            <Button variant="default" onClick={handleSaveDraft} loading={saving} disabled={publishing}>
              {t('tournaments.wizard.saveDraft')}
            </Button>
          </Group>
          <Group gap="xs">
            {step > 0 ? (
              <Button variant="default" onClick={() => goTo(SECTIONS[step - 1]!)} disabled={busy}>
                {t('tournaments.wizard.back')}
              </Button>
            ) : null}
            <Button type="submit" loading={section === 'review' && publishing} disabled={saving}>
              {section === 'review' ? t('tournaments.wizard.publish') : t('tournaments.wizard.next')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
