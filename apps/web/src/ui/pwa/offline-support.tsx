import { OfflineNote } from './offline-note';
import { ServiceWorker } from './service-worker';

/**
 * The installable app for a signed-in visitor (issue 40, ADR 023 and 030), loaded by the layout
 * for them only: the service worker (registered once the page has loaded, with its update prompt)
 * and the note shown while there is no connection.
 */
export function OfflineSupport() {
  return (
    <>
      <OfflineNote />
      <ServiceWorker />
    </>
  );
}
