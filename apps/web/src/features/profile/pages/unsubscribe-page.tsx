import { Alert, Button, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { Unsubscribed } from '@tightlines/domain';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { apiRequest } from '../../../api/client';
import { useT } from '../../../i18n/use-t';
import { PageHeader } from '../../../ui/page-header';
import { PageTitle } from '../../../ui/page-title';
import { QueryError } from '../../../ui/query-error';
import { MAIL_KIND_LABELS } from '../components/mail-switches';

/**
 * /unsubscribe?token= — where an e-mail's unsubscribe link lands in a browser (issue 35): it asks
 * first (opening a link turns nothing off: mail scanners open links), and its button turns off the
 * one kind of e-mail the link names, the same POST a mail reader's one-click sends. Needs no sign-in.
 */
export function UnsubscribePage() {
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const turnOff = useMutation({
    mutationFn: () =>
      apiRequest<Unsubscribed>(`/mail/unsubscribe?token=${encodeURIComponent(token)}`, { method: 'POST' }),
    meta: { changes: ['privacy'] },
  });
  return (
    <Stack gap="lg" maw={640}>
      <PageTitle title={t('profile.unsubscribe.title')} />
      <PageHeader title={t('profile.unsubscribe.title')} />
      {turnOff.isSuccess ? (
        <Alert
          color="teal"
          variant="light"
          icon={<IconCircleCheck aria-hidden />}
          title={t('profile.unsubscribe.doneTitle')}
          role="status"
        >
          <Text size="sm">
            {t('profile.unsubscribe.doneText', { kind: t(MAIL_KIND_LABELS[turnOff.data.kind].label) })}
          </Text>
          <Button component={Link} to="/my_profile" size="xs" variant="light" mt="sm">
            {t('profile.unsubscribe.toProfile')}
          </Button>
        </Alert>
      ) : (
        <>
          <Text>{t('profile.unsubscribe.lead')}</Text>
          {turnOff.isError ? <QueryError error={turnOff.error} /> : null}
          <Button
            onClick={() => turnOff.mutate()}
            loading={turnOff.isPending}
            disabled={token === ''}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('profile.unsubscribe.confirm')}
          </Button>
        </>
      )}
    </Stack>
  );
}
