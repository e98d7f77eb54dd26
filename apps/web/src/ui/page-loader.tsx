import { Center, Loader } from '@mantine/core';
import { useT } from '../i18n/use-t';

/** Shown while a lazily loaded page or its first data arrives. */
export function PageLoader({ label }: { label?: string }) {
  const t = useT();
  return (
    <Center mih={240} role="status" aria-live="polite">
      <Loader aria-label={label ?? t('ui.loading')} />
    </Center>
  );
}
