import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useSpecies } from '../../../../api/catalogue/list-species';
import { useLanguage, useT, type MessageKey } from '../../../../i18n/use-t';
import { formatMoney } from '../../../../ui/format-money';
import { useRuleSets } from '../../hooks/list-rule-sets';
import { SECTION_LABEL, type Section } from '../wizard-sections';
import { refundChoiceLabel } from './fee-section';
import { officialZoneOf, toDraftInput, type WizardValues } from '../wizard-values';

const TYPE_KEY: Record<string, MessageKey> = {
  Global: 'tournaments.wizard.location.global',
  Regional: 'tournaments.wizard.location.regional',
  Local: 'tournaments.wizard.location.local',
};

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/** The last step: everything the organiser entered, each section with its way back, before publishing. */
export function ReviewSection({ values, onEdit }: { values: WizardValues; onEdit(section: Section): void }) {
  const t = useT();
  const language = useLanguage();
  const ruleSets = useRuleSets();
  const species = useSpecies();
  const payload = toDraftInput(values);
  const zone = officialZoneOf(values);
  const none = t('tournaments.wizard.review.none');
  // dateStyle and timeStyle cannot be combined with timeZoneName: the zone is named after the time.
  const dateTime = (instant: string | undefined) =>
    instant
      ? `${new Intl.DateTimeFormat(language === 'en' ? undefined : language, {
          dateStyle: 'medium',
          timeStyle: 'short',
          timeZone: zone,
        }).format(new Date(instant))} (${zone})`
      : none;
  // The wizard's amounts are in dollars (spec §5), the shared money format takes cents.
  const money = (value: number | '') => formatMoney(Math.round(Number(value || 0) * 100), 'usd');
  const list = (items: string[]) => (items.length ? items.join(', ') : none);

  const block = (section: Section, children: ReactNode) => {
    const name = t(SECTION_LABEL[section]);
    return (
      <Card withBorder radius="md" padding="md" key={section}>
        <Group justify="space-between" mb="xs" wrap="nowrap">
          <Title order={3} size="h5">
            {name}
          </Title>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconPencil size={14} aria-hidden />}
            onClick={() => onEdit(section)}
            aria-label={t('tournaments.wizard.review.edit', { section: name })}
          >
            {t('tournaments.wizard.review.editShort')}
          </Button>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
          {children}
        </SimpleGrid>
      </Card>
    );
  };

  const places =
    values.regionType === 'Regional'
      ? list(values.regionNames)
      : values.regionType === 'Local'
        ? list(values.localities.map((locality) => `${locality.localityName} (${locality.regionName})`))
        : none;

  return (
    <Stack>
      <Text c="dimmed">{t('tournaments.wizard.review.lead')}</Text>
      {block(
        'name',
        <>
          <Row label={t('tournaments.wizard.review.name')}>{values.tournamentName || none}</Row>
          <Row label={t('tournaments.wizard.review.description')}>{values.tournamentDescription || none}</Row>
          <Row label={t('tournaments.wizard.review.picture')}>
            {values.pictureUrl ? t('ui.picture.uploaded') : none}
          </Row>
        </>,
      )}
      {block(
        'location',
        <>
          <Row label={t('tournaments.wizard.review.type')}>
            {values.regionType ? t(TYPE_KEY[values.regionType]!) : none}
          </Row>
          <Row label={t('tournaments.wizard.review.places')}>{places}</Row>
          <Row label={t('tournaments.wizard.review.timeZone')}>{zone || none}</Row>
          {values.regionType !== 'Global' && values.fishingRadiusNm !== '' ? (
            <Row label={t('tournaments.wizard.location.radius')}>
              {t('tournaments.wizard.review.radius', { miles: values.fishingRadiusNm })}
            </Row>
          ) : null}
        </>,
      )}
      {block(
        'dates',
        <>
          <Row label={t('tournaments.wizard.review.start')}>{dateTime(payload.startDate)}</Row>
          <Row label={t('tournaments.wizard.review.end')}>{dateTime(payload.endDate)}</Row>
          <Row label={t('tournaments.wizard.review.deadline')}>{dateTime(payload.uploadDeadlineTime)}</Row>
          <Row label={t('tournaments.wizard.review.lateJoin')}>
            {values.allowLateJoin ? t('tournaments.wizard.review.yes') : t('tournaments.wizard.review.no')}
          </Row>
        </>,
      )}
      {block(
        'club',
        <Row label={t('tournaments.wizard.club.label')}>
          {values.clubOption === 'Club members only'
            ? t('tournaments.wizard.club.only')
            : values.clubOption
              ? t('tournaments.wizard.club.all')
              : none}
        </Row>,
      )}
      {block(
        'rules',
        <Row label={t('tournaments.wizard.rules.label')}>
          {ruleSets.data?.find((rule) => rule.ruleUUID === values.ruleUUID)?.name ?? none}
        </Row>,
      )}
      {block(
        'judges',
        <Row label={t('tournaments.wizard.judges.label')}>
          {list(values.judges.map((judge) => (judge.name ? `${judge.name} (${judge.email})` : judge.email)))}
        </Row>,
      )}
      {block(
        'species',
        <Row label={t('tournaments.wizard.species.label')}>
          {list(values.fishes.map((id) => species.data?.find((fish) => fish.fishUUID === id)?.name ?? id))}
        </Row>,
      )}
      {block(
        'fee',
        <>
          <Row label={t('tournaments.wizard.fee.entranceFee')}>
            {Number(values.entranceFee || 0) > 0
              ? money(values.entranceFee)
              : t('tournaments.wizard.review.free')}
          </Row>
          <Row label={t('tournaments.wizard.fee.prize')}>{money(values.prize)}</Row>
          {Number(values.entranceFee || 0) > 0 ? (
            <Row label={t('tournaments.wizard.fee.refund')}>
              {refundChoiceLabel(t, values.refundDaysBeforeStart)}
            </Row>
          ) : null}
          <Row label={t('tournaments.wizard.review.terms')}>
            {values.acceptedTerms ? t('tournaments.wizard.review.yes') : t('tournaments.wizard.review.no')}
          </Row>
        </>,
      )}
    </Stack>
  );
}
