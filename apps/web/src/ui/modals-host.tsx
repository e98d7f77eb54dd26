import { ModalsProvider } from '@mantine/modals';
import { useEffect } from 'react';
import { markModalsReady } from './modals';

/** Mantine's modal provider, loaded on demand by `ModalsSlot`; tells the openers it is listening. */
export function ModalsHost() {
  useEffect(() => markModalsReady(), []);
  return <ModalsProvider />;
}
