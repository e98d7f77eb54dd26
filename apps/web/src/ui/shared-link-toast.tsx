import { TextInput } from '@mantine/core';
import type { SharedObject } from '@tightlines/domain';
import { t } from '../i18n/use-t';
import { showToast } from './toasts';

const TEXTS = {
  FishingSession: { copyThis: 'ui.share.copyThis.session', link: 'ui.share.link.session' },
  Tournament: { copyThis: 'ui.share.copyThis.tournament', link: 'ui.share.link.tournament' },
} as const;

/**
 * Says a share link was copied, or that it could not be, with the link shown either way in a
 * read-only box that selects it on focus (to copy by hand, or to check what was copied). A toast the
 * user must copy from stays until closed. Loaded by `shareLink` once a link is copied.
 */
export function announceSharedLink(link: string, copied: boolean, object: SharedObject): Promise<void> {
  return showToast({
    title: copied ? t('ui.share.copied') : t(TEXTS[object].copyThis),
    message: <LinkToCopy link={link} label={t(TEXTS[object].link)} />,
    color: copied ? 'teal' : 'blue',
    autoClose: copied ? 6000 : false,
  });
}

function LinkToCopy({ link, label }: { link: string; label: string }) {
  return (
    <TextInput
      readOnly
      value={link}
      aria-label={label}
      size="xs"
      mt={4}
      onFocus={(event) => event.currentTarget.select()}
    />
  );
}
