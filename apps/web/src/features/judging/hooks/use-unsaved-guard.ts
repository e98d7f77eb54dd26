import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { confirmAction } from '../../../ui/confirm';
import { t } from '../../../i18n/use-t';

/**
 * Asks before leaving the page while `dirty` (issue 22: a judge's work is never lost silently): a
 * navigation inside the app opens a confirmation, closing or reloading the tab the browser's own.
 */
export function useUnsavedGuard(dirty: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  const latest = useRef(blocker);
  useEffect(() => {
    latest.current = blocker;
  });
  // One confirmation per blocked navigation, answered on the blocker of that moment.
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirmAction({
      title: t('judging.unsaved.leaveTitle'),
      message: t('judging.unsaved.leaveText'),
      confirmLabel: t('judging.unsaved.leave'),
      destructive: true,
    }).then((leave) => {
      const current = latest.current;
      if (current.state !== 'blocked') return;
      if (leave) current.proceed();
      else current.reset();
    });
  }, [blocker.state]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
