import { Loader, Stack, Switch, Text, Title } from '@mantine/core';
import { OPTIONAL_MAIL_KINDS, type OptionalMailKind } from '@tightlines/domain';
import { useState } from 'react';
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
          <MailSwitch key={kind} email={email} kind={kind} enabled={settings.data.mail[kind]} />
        ))
      )}
    </Stack>
  );
}

/** One kind's switch, saving on its own so that flipping another never waits for it. */
function MailSwitch({ email, kind, enabled }: { email: string; kind: OptionalMailKind; enabled: boolean }) {
  const t = useT();
  const save = useSetMailSetting(email);
  // What the user asked shows from the click on (the mutation's pending state arrives a tick
  // later), until the answer, or the refetch after an error, settles it.
  const [asked, setAsked] = useState<boolean | null>(null);
  return (
    <Switch
      label={t(MAIL_KIND_LABELS[kind].label)}
      description={t(MAIL_KIND_LABELS[kind].description)}
      checked={asked ?? enabled}
      disabled={asked !== null}
      onChange={(event) => {
        const wanted = event.currentTarget.checked;
        setAsked(wanted);
        save.mutate({ kind, enabled: wanted }, { onError: showError, onSettled: () => setAsked(null) });
      }}
    />
  );
}
