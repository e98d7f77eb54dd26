import { Button, Divider, Stack } from '@mantine/core';

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
  if (providers.length === 0) return null;
  return (
    <Stack gap="xs">
      <Divider label="or" labelPosition="center" />
      {providers.map((provider) => (
        <Button
          key={provider.name}
          component="a"
          href={`/idp/interaction/${encodeURIComponent(uid)}/social/${encodeURIComponent(provider.name)}`}
          variant="default"
          fullWidth
        >
          Sign in with {provider.label}
        </Button>
      ))}
    </Stack>
  );
}
