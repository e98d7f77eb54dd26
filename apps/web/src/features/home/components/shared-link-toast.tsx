import { Text, TextInput } from '@mantine/core';
import { showToast } from '../../../ui/toasts';

/** Says a session's link was copied, or, when it could not be, shows it selected to copy by hand. */
export function announceSharedLink(link: string, copied: boolean): Promise<void> {
  if (copied) {
    return showToast({
      title: 'Link copied',
      message: (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {link}
        </Text>
      ),
      color: 'teal',
      autoClose: 5000,
    });
  }
  return showToast({
    title: 'Copy this link to share the session',
    message: <LinkToCopy link={link} />,
    color: 'blue',
    // It stays until closed: the user needs the time to copy it.
    autoClose: false,
  });
}

function LinkToCopy({ link }: { link: string }) {
  return (
    <TextInput
      readOnly
      value={link}
      aria-label="Link to the session"
      size="xs"
      mt={4}
      onFocus={(event) => event.currentTarget.select()}
    />
  );
}
