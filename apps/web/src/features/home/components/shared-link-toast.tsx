import { TextInput } from '@mantine/core';
import { showToast } from '../../../ui/toasts';
import { t } from '../../../i18n/use-t';

/**
 * Says a session's link was copied, or that it could not be, with the link shown either way in a
 * read-only box that selects it on focus (to copy by hand, or to check what was copied). A toast the
 * user must copy from stays until closed.
 */
export function announceSharedLink(link: string, copied: boolean): Promise<void> {
  return showToast({
    title: copied ? t('home.share.copied') : t('home.share.copyThis'),
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
      aria-label={t('home.share.link')}
      size="xs"
      mt={4}
      onFocus={(event) => event.currentTarget.select()}
    />
  );
}
