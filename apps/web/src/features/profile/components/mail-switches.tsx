import { Loader, Stack, Switch, Text, Title } from '@mantine/core';
import { OPTIONAL_MAIL_KINDS, type OptionalMailKind } from '@tightlines/domain';
import { useT, type MessageKey } from '../../../i18n/use-t';
import { showError } from '../../../ui/feedback';
import { QueryError } from '../../../ui/query-error';
import { useMailSettings, useSetMailSetting } from '../hooks/mail-settings';

/** Each kind of e-mail named as the switch says it, and what it is. */
export const MAIL_KIND_LABELS: Record<OptionalMailKind, { label: MessageKey; description: MessageKey }> = {
  captaincyInvitation: {
    label: 'profile.mail.captaincyInvitation',
    description: 'profile.mail.captaincyInvitationHint',
  },
  judgeInvitation: { label: 'profile.mail.judgeInvitation', description: 'profile.mail.judgeInvitationHint' },
  newEntry: { label: 'profile.mail.newEntry', description: 'profile.mail.newEntryHint' },
  tournamentReleased: {
    label: 'profile.mail.tournamentReleased',
    description: 'profile.mail.tournamentReleasedHint',
  },
  refund: { label: 'profile.mail.refund', description: 'profile.mail.refundHint' },
  resultsFinished: { label: 'profile.mail.resultsFinished', description: 'profile.mail.resultsFinishedHint' },
};

/**
 * The privacy settings' e-mail switches: one per kind of e-mail the user may turn off, each saved
 * as it is flipped (the same switch an e-mail's unsubscribe link turns off). Security mails (password
 * reset, address proof, e-mail change) always go out and have none.
 */
export function MailSwitches({ email }: { email: string }) {
  const t = useT();
  const settings = useMailSettings(email);
  const save = useSetMailSetting(email);
  const saving = save.isPending ? save.variables?.kind : undefined;

  return (
    <Stack gap="sm" component="section" aria-labelledby="mail-switches-title">
      <Title order={3} size="h5" id="mail-switches-title">
        {t('profile.mail.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('profile.mail.lead')}
      </Text>
      {settings.isPending ? (
        <Loader size="sm" aria-label={t('profile.mail.loading')} />
      ) : settings.isError ? (
        <QueryError error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        OPTIONAL_MAIL_KINDS.map((kind) => (
          <Switch
            key={kind}
            label={t(MAIL_KIND_LABELS[kind].label)}
            description={t(MAIL_KIND_LABELS[kind].description)}
            // What was asked shows while it saves; the answer (or the refetch after an error) settles it.
            checked={saving === kind ? save.variables!.enabled : settings.data.mail[kind]}
            disabled={saving === kind}
            onChange={(event) =>
              save.mutate({ kind, enabled: event.currentTarget.checked }, { onError: showError })
            }
          />
        ))
      )}
    </Stack>
  );
}
