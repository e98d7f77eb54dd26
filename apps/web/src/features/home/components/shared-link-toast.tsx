import { TextInput } from '@mantine/core';
import { showToast } from '../../../ui/toasts';

/**
 * Says a session's link was copied, or that it could not be, with the link shown either way in a
 * read-only box that selects it on focus (to copy by hand, or to check what was copied). A toast the
 * user must copy from stays until closed.
 */
export function announceSharedLink(link: string, copied: boolean): Promise<void> {
  return showToast({
    title: copied ? 'Link copied' : 'Copy this link to share the session',
    message: <LinkToCopy link={link} />,
    color: copied ? 'teal' : 'blue',
    autoClose: copied ? 6000 : false,
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
