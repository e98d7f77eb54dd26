import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../../ui/page-loader';
import { PageTitle } from '../../../ui/page-title';
import { QueryError } from '../../../ui/query-error';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import { RegisterForm } from '../components/register-form';
import { SignInForm } from '../components/sign-in-form';
import { SocialSignIn } from '../components/social-sign-in';
import { useInteraction } from '../hooks/interaction';
import { useT, type MessageKey } from '../../../i18n/use-t';

type Screen = 'login' | 'register' | 'forgot';

const TITLES: Record<Screen, MessageKey> = {
  login: 'account.hosted.title.login',
  register: 'account.hosted.title.register',
  forgot: 'account.hosted.title.forgot',
};

/** The tab's title of each screen (issue 31: registering no longer reads "Sign in"). */
const TAB_TITLES: Record<Screen, MessageKey> = {
  login: 'account.hosted.tabTitle.login',
  register: 'account.hosted.tabTitle.register',
  forgot: 'account.hosted.tabTitle.forgot',
};

/**
 * /idp/interaction/:uid — the identity provider's hosted page: sign in, register, or ask for a reset
 * link. It names itself in the tab by the screen it shows (the route gives it no title).
 */
export function HostedSignInPage() {
  const t = useT();
  const { uid = '' } = useParams();
  const interaction = useInteraction(uid);
  const [screen, setScreen] = useState<Screen | null>(null);
  const [forgotEmail, setForgotEmail] = useState('');

  if (interaction.isPending) {
    return (
      <>
        <PageTitle title={t('account.hosted.tabTitle.login')} />
        <PageLoader label={t('account.hosted.opening')} />
      </>
    );
  }
  if (interaction.isError) {
    return (
      <Stack maw={480} mx="auto">
        <PageTitle title={t('account.hosted.tabTitle.login')} />
        <QueryError error={interaction.error} />
        <Anchor component={Link} to="/sign_in">
          {t('account.hosted.startAgain')}
        </Anchor>
      </Stack>
    );
  }

  const current = screen ?? interaction.data.screen;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={520} mx="auto">
      <PageTitle title={t(TAB_TITLES[current])} />
      <Stack>
        <div>
          <Title order={1} size="h2">
            {t(TITLES[current])}
          </Title>
          <Text c="dimmed" size="sm">
            {t('account.hosted.lead')}
          </Text>
        </div>
        {current === 'login' ? (
          <SignInForm
            uid={uid}
            loginHint={interaction.data.loginHint}
            onRegister={() => setScreen('register')}
            onForgotPassword={(email) => {
              setForgotEmail(email);
              setScreen('forgot');
            }}
          />
        ) : null}
        {current === 'register' ? <RegisterForm uid={uid} onSignIn={() => setScreen('login')} /> : null}
        {current === 'forgot' ? (
          <ForgotPasswordForm initialEmail={forgotEmail} onBack={() => setScreen('login')} />
        ) : null}
        {current !== 'forgot' ? (
          <SocialSignIn uid={uid} providers={interaction.data.socialProviders} />
        ) : null}
      </Stack>
    </Paper>
  );
}
