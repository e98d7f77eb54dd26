import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useT } from '../../../i18n/use-t';
import { PageHeader } from '../../../ui/page-header';
import { PageTitle } from '../../../ui/page-title';
import { QueryError } from '../../../ui/query-error';
import { useVerifyLink } from '../hooks/verify-email';

/**
 * /verify_email/:code — the link mailed at registration (issue 32): it verifies the address once
 * and says so; a used, expired or superseded link says why it cannot be used. Needs no sign-in.
 */
export function VerifyEmailPage() {
  const t = useT();
  const { code = '' } = useParams();
  const verified = useVerifyLink(code);
  return (
    <Stack gap="lg" maw={640}>
      <PageTitle title={t('account.verify.pageTitle')} />
      <PageHeader title={t('account.verify.pageTitle')} />
      {verified.isPending ? (
        <Group gap="sm" aria-busy="true">
          <Loader size="sm" aria-hidden />
          <Text>{t('account.verify.checking')}</Text>
        </Group>
      ) : verified.isError ? (
        <QueryError error={verified.error} />
      ) : (
        <Alert
          color="teal"
          variant="light"
          icon={<IconCircleCheck aria-hidden />}
          title={t('account.verify.doneTitle')}
          role="status"
        >
          <Text size="sm">{t('account.verify.doneText', { email: verified.data.email })}</Text>
          <Button component={Link} to="/" size="xs" variant="light" mt="sm">
            {t('account.verify.home')}
          </Button>
        </Alert>
      )}
    </Stack>
  );
}
