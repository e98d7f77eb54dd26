import { Button, type ButtonProps } from '@mantine/core';
import { IconShare } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../i18n/use-t';
import { shareLink, type ShareTarget } from './share-link';

/**
 * The Share action of a session or a tournament (`shareLink`): a button named "Share", described by
 * what it shares (`describedBy`: the id of its card's or page's heading) for a screen reader moving
 * through a list of them; busy until the link is on its way and recorded.
 */
export function ShareButton({
  target,
  describedBy,
  ...button
}: { target: ShareTarget; describedBy?: string } & Pick<ButtonProps, 'size' | 'variant'>) {
  const t = useT();
  const [sharing, setSharing] = useState(false);
  const handleShare = async () => {
    setSharing(true);
    try {
      await shareLink(target);
    } finally {
      setSharing(false);
    }
  };
  return (
    <Button
      variant="subtle"
      size="xs"
      {...button}
      leftSection={<IconShare size={14} aria-hidden />}
      loading={sharing}
      aria-describedby={describedBy}
      onClick={() => void handleShare()}
    >
      {t('ui.share.action')}
    </Button>
  );
}
