import { Center, Loader } from '@mantine/core';

/** Shown while a lazily loaded page or its first data arrives. */
export function PageLoader({ label = 'Loading…' }: { label?: string }) {
  return (
    <Center mih={240} role="status" aria-live="polite">
      <Loader aria-label={label} />
    </Center>
  );
}
