import { Button, Divider, Stack } from '@mantine/core';
import { useT } from '../../../i18n/use-t';

/**
 * "Sign in with <provider>" buttons (spec §1): plain links, so the browser itself leaves for the
 * provider; the first sign-in creates a social account.
 */
export function SocialSignIn({
  uid,
  providers,
}: {
  uid: string;
  providers: { name: string; label: string }[];
}) {
  const t = useT();
  if (providers.length === 0) return null;
  return (
    <Stack gap="xs">
      <Divider label={t('account.social.or')} labelPosition="center" />
      {providers.map((provider) => (
        <Button
          key={provider.name}
          component="a"
          href={`/idp/interaction/${encodeURIComponent(uid)}/social/${encodeURIComponent(provider.name)}`}
          variant="default"
          fullWidth
        >
          {t('account.social.signInWith', { provider: provider.label })}
        </Button>
      ))}
    </Stack>
  );
}
