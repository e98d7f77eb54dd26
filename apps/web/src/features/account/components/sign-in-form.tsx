import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ZLoginInput, type LoginInput } from '@tightlines/domain';
import { useSubmit } from '../../../ui/use-submit';
import { submitLogin } from '../hooks/interaction';
import { localizedResolver } from '../../../ui/localized-resolver';
import { useT } from '../../../i18n/use-t';

/** E-mail and password on the provider's page. A failure keeps what was typed and shows the spec message. */
export function SignInForm({
  uid,
  loginHint,
  onRegister,
  onForgotPassword,
}: {
  uid: string;
  loginHint: string | null;
  onRegister(): void;
  onForgotPassword(email: string): void;
}) {
  const [submitting, submit] = useSubmit();
  const t = useT();
  const form = useForm<LoginInput>({
    initialValues: { email: loginHint ?? '', password: '' },
    validate: localizedResolver(ZLoginInput),
  });

  const handleSubmit = async (values: LoginInput) => {
    // Success leaves the page for the app, so the button stays busy until it has gone.
    await submit(() => submitLogin(uid, values), { stayPending: true });
  };

  return (
    <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
      <Stack>
        <TextInput
          label={t('account.email')}
          type="email"
          autoComplete="username"
          required
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label={t('account.password')}
          autoComplete="current-password"
          required
          {...form.getInputProps('password')}
        />
        <Group justify="space-between">
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => onForgotPassword(form.values.email)}
          >
            {t('account.signIn.forgot')}
          </Anchor>
        </Group>
        <Button type="submit" loading={submitting} fullWidth>
          {t('account.signIn')}
        </Button>
        <Text size="sm" ta="center">
          {t('account.signIn.newHere')}{' '}
          <Anchor component="button" type="button" onClick={onRegister}>
            {t('account.createAccount')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
