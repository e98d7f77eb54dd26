import { Button, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { useAuth } from '../../../app/auth/auth-context';
import { redirectToSignIn } from '../../../app/auth/sign-in-redirect';
import { PageLoader } from '../../../ui/page-loader';
import { QueryError } from '../../../ui/query-error';
import { useT } from '../../../i18n/use-t';

/** /sign_in and /register: send the browser to the identity provider's page (spec §2). */
function ProviderRedirect({ screen }: { screen: 'login' | 'register' }) {
  const auth = useAuth();
  const [failure, setFailure] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);

  const t = useT();
  useEffect(() => {
    if (auth.status !== 'anonymous') return;
    redirectToSignIn({ screen }).catch(setFailure);
  }, [auth.status, screen, attempt]);

  if (auth.isLoggedIn) return <Navigate to="/" replace />;
  if (failure) {
    return (
      <Stack maw={480} mx="auto">
        <QueryError error={failure} />
        <Button onClick={() => (setFailure(null), setAttempt((value) => value + 1))}>
          {t('account.redirect.retry')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack align="center">
      <PageLoader label={t('account.hosted.opening')} />
      <Text c="dimmed">{t('account.redirect.opening')}</Text>
    </Stack>
  );
}

export function SignInPage() {
  return <ProviderRedirect screen="login" />;
}

export function RegisterPage() {
  return <ProviderRedirect screen="register" />;
}
