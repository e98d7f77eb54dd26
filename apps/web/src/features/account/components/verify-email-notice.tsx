import { Alert, Button, Group, Text } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useEmailVerification, useResendVerification } from '../../../app/auth/email-verification';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../ui/spec-message';

/**
 * Over every page while the signed-in account has not proven its address (issue 32): right after
 * registering it says to check the mailbox, and a button mails a new link. Nothing for guests, nor
 * once verified (nor while that is still being read).
 */
export function VerifyEmailNotice() {
  const t = useT();
  const status = useEmailVerification();
  const resend = useResendVerification();
  if (status.data?.verified !== false) return null;
  return (
    <Alert
      color="ocean"
      variant="light"
      icon={<IconMailCheck aria-hidden />}
      title={t('account.verify.noticeTitle')}
      mb="lg"
    >
      <Text size="sm">{t('account.verify.noticeText', { email: status.data.email })}</Text>
      <Group gap="sm" mt="xs" align="center">
        <Button
          size="xs"
          variant="light"
          loading={resend.isPending}
          disabled={resend.isSuccess}
          onClick={() => resend.mutate()}
        >
          {t('account.verify.resend')}
        </Button>
        <Text size="sm" role="status" c={resend.isError ? 'red.8' : undefined}>
          {resend.isSuccess
            ? t('account.verify.resent', { email: status.data.email })
            : resend.isError
              ? errorMessage(resend.error)
              : ''}
        </Text>
      </Group>
    </Alert>
  );
}
