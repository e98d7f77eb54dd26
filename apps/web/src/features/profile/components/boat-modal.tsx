import { Button, Divider, Group, Modal, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { MOBILE_BREAKPOINT_PX, type Boat, type MessageRef, type SizeUnitId } from '@tightlines/domain';
import { useState } from 'react';
import { showSuccess } from '../../../ui/feedback';
import { showOnField } from '../../../ui/field-errors';
import { useLatestTask } from '../../../ui/use-latest-task';
import { useSaveBoat } from '../hooks/save-boat';
import { BoatFields } from './boat-fields';
import {
  boatFormFieldName,
  boatFormSchema,
  toBoatDraft,
  toBoatFormValues,
  type BoatFormValues,
} from './boat-form-values';
import { MotorFields } from './motor-fields';
import { isPictureError, PictureField } from './picture-field';
import { PropellerFields } from './propeller-fields';
import { localizedResolver } from '../../../ui/localized-resolver';
import { useT } from '../../../i18n/use-t';
import { specMessage } from '../../../ui/spec-message';

/**
 * The edit-boat modal (spec §2): the boat, its motor and its propeller model in one form. Rule
 * breaks show the spec message on the field and keep everything typed; so does a server refusal.
 */
export function BoatModal({
  boat,
  userEmail,
  unit,
  opened,
  onClose,
}: {
  boat?: Boat;
  userEmail: string;
  unit: SizeUnitId;
  opened: boolean;
  onClose(): void;
}) {
  const t = useT();
  const narrow = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={boat ? t('profile.editNamed', { name: boat.boatName }) : t('profile.boatForm.addTitle')}
      size="xl"
      fullScreen={narrow}
      closeButtonProps={{ 'aria-label': t('profile.close') }}
    >
      {opened ? (
        <BoatForm
          key={boat?.boatUUID ?? 'new'}
          boat={boat}
          userEmail={userEmail}
          unit={unit}
          onDone={onClose}
        />
      ) : null}
    </Modal>
  );
}

function BoatForm({
  boat,
  userEmail,
  unit,
  onDone,
}: {
  boat?: Boat;
  userEmail: string;
  unit: SizeUnitId;
  onDone(): void;
}) {
  const t = useT();
  const [picture, setPicture] = useState<Blob | null | undefined>(undefined);
  const [pictureBusy, setPictureBusy] = useState(false);
  const [pictureError, setPictureError] = useState<MessageRef | null>(null);
  const save = useSaveBoat(boat);
  // Cancel (or the modal going away) stops a picture still uploading: the boat is not saved.
  const saving = useLatestTask();
  const form = useForm<BoatFormValues>({
    initialValues: toBoatFormValues(boat, userEmail, unit),
    validate: localizedResolver(boatFormSchema),
  });

  const handleSubmit = async (values: BoatFormValues) => {
    setPictureError(null);
    const { signal, end } = saving.start();
    try {
      await save.mutateAsync({ draft: toBoatDraft(values, unit, picture), signal });
      onDone();
      showSuccess(specMessage('boatEditSuccess'));
    } catch (error) {
      if (signal.aborted) return;
      if (isPictureError(error)) setPictureError(error.ref);
      else showOnField(form, { rename: boatFormFieldName })(error);
    } finally {
      end();
    }
  };

  const handleCancel = () => {
    saving.cancel();
    onDone();
  };

  return (
    <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
      <Stack>
        <PictureField
          label={t('profile.boatForm.picture')}
          shape="square"
          currentUrl={boat?.pictureUrl ?? null}
          value={picture}
          onChange={setPicture}
          onBusyChange={setPictureBusy}
          uploadError={pictureError}
        />
        <BoatFields form={form} unit={unit} captainLocked={boat ? !boat.isCurrentUserBoat : false} />
        <Divider label={t('profile.boatForm.motor')} labelPosition="left" />
        <MotorFields form={form} />
        <Divider label={t('profile.boatForm.propeller')} labelPosition="left" />
        <PropellerFields form={form} unit={unit} />
        <Group justify="flex-end">
          <Button variant="default" onClick={handleCancel}>
            {t('profile.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} disabled={pictureBusy}>
            {boat ? t('profile.boatForm.save') : t('profile.boats.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
