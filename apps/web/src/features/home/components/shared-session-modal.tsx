import { Modal, Skeleton } from '@mantine/core';
import { decodeUuid } from '@tightlines/domain';
import { useSearchParams } from 'react-router';
import { QueryError } from '../../../ui/query-error';
import { useSession } from '../hooks/get-session';
import { SessionCard } from './session-card';
import { useT } from '../../../i18n/use-t';

/** Spec §2: a shared link (`?session=<encoded UUID>`) opens that one session over the feed. */
export function SharedSessionModal() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const uuid = decodeUuid(params.get('session') ?? '');
  const session = useSession(uuid ?? '', Boolean(uuid));
  if (!uuid) return null;
  const handleClose = () => {
    const next = new URLSearchParams(params);
    next.delete('session');
    setParams(next, { replace: true });
  };
  return (
    <Modal opened onClose={handleClose} title={t('home.shared.title')} size="lg">
      {session.isPending ? <Skeleton h={200} /> : null}
      {session.isError ? <QueryError error={session.error} /> : null}
      {session.data ? <SessionCard session={session.data} /> : null}
    </Modal>
  );
}
