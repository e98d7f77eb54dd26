import { Button, Group, Image, Modal, NumberInput, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ClubDto, ClubInput } from '@tightlines/domain';
import { useState } from 'react';
import { regionOptions, useRegions } from '../../../api/catalogue/list-regions';
import { useT } from '../../../i18n/use-t';
import { showOnField } from '../../../ui/field-errors';
import { RegionSelect } from '../../../ui/region-select';
import { showToast } from '../../../ui/toasts';
import { PictureUpload } from '../../../ui/picture-upload';
import { useSaveClub } from '../hooks/clubs-api';

interface Values {
  name: string;
  siteUrl: string;
  description: string;
  regionName: string | null;
  unitPrice: number | string;
}

const valuesOf = (club: ClubDto | null): Values => ({
  name: club?.name ?? '',
  siteUrl: club?.siteUrl ?? '',
  description: club?.description ?? '',
  regionName: club?.regionName ?? null,
  unitPrice: club?.unitPriceCents ? club.unitPriceCents / 100 : '',
});

/**
 * Creates or edits a club (CLUB_ADMIN, issue 37 point 1): name, website, description, region,
 * picture (uploaded through the media pipeline) and an optional yearly price per unit (empty or 0:
 * free). The server decides who may; a refusal naming a field shows under it.
 */
export function ClubForm({ club, onClose }: { club: ClubDto | null; onClose: () => void }) {
  const t = useT();
  const save = useSaveClub();
  const regions = useRegions();
  // undefined: the picture is left as it is; null: removed; a key: a new upload.
  const [picture, setPicture] = useState<string | null | undefined>(undefined);
  const form = useForm<Values>({
    initialValues: valuesOf(club),
    validate: { name: (value) => (value.trim() ? null : t('clubs.admin.nameRequired')) },
  });
  const submit = form.onSubmit((values) => {
    const input: ClubInput = {
      name: values.name.trim(),
      siteUrl: values.siteUrl.trim() || null,
      description: values.description.trim(),
      regionName: values.regionName,
      unitPrice: typeof values.unitPrice === 'number' && values.unitPrice > 0 ? values.unitPrice : null,
      ...(picture !== undefined ? { pictureUrl: picture } : {}),
    };
    save.mutate(
      { clubId: club?.id ?? null, input },
      {
        onSuccess: () => {
          void showToast({ message: t('clubs.admin.saved'), color: 'teal' });
          onClose();
        },
        onError: showOnField(form, { conflict: 'name' }),
      },
    );
  });
  const currentPicture = picture === undefined ? club?.pictureUrl : null;
  return (
    <Modal
      opened
      onClose={onClose}
      title={club ? t('clubs.admin.edit', { name: club.name }) : t('clubs.admin.new')}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput label={t('clubs.admin.name')} required maxLength={120} {...form.getInputProps('name')} />
          <TextInput
            label={t('clubs.admin.site')}
            placeholder={t('clubs.admin.sitePlaceholder')}
            type="url"
            maxLength={300}
            {...form.getInputProps('siteUrl')}
          />
          <Textarea
            label={t('clubs.admin.description')}
            autosize
            minRows={3}
            maxLength={2000}
            {...form.getInputProps('description')}
          />
          <RegionSelect
            label={t('clubs.admin.region')}
            data={regionOptions(regions.data)}
            disabled={regions.isPending}
            {...form.getInputProps('regionName')}
          />
          {currentPicture ? (
            <Stack gap={6} align="flex-start">
              <Image
                src={currentPicture}
                alt={t('clubs.page.picture', { name: club!.name })}
                h={120}
                w="auto"
                radius="md"
              />
              <Button variant="subtle" color="red" size="xs" onClick={() => setPicture(null)}>
                {t('clubs.admin.removePicture')}
              </Button>
            </Stack>
          ) : (
            <PictureUpload
              value={picture ?? null}
              onChange={(key) => setPicture(key ?? (club?.pictureUrl ? null : undefined))}
              hint={t('clubs.admin.pictureHint')}
              previewAlt={t('clubs.admin.picturePreview')}
            />
          )}
          <NumberInput
            label={t('clubs.admin.price')}
            description={t('clubs.admin.priceHint')}
            min={0}
            max={100_000}
            decimalScale={2}
            prefix="$"
            {...form.getInputProps('unitPrice')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('clubs.admin.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('clubs.admin.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
