import { Button, Group } from '@mantine/core';
import { IconFileUnknown } from '@tabler/icons-react';
import { isUuid } from '@tightlines/domain';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useT } from '../../../i18n/use-t';
import { EmptyState } from '../../../ui/empty-state';
import { PageHeader } from '../../../ui/page-header';
import { PageLoader } from '../../../ui/page-loader';
import { TournamentWizard } from '../wizard/components/tournament-wizard';
import { useDraft } from '../wizard/hooks/drafts';
import { fromDraft, initialWizardValues } from '../wizard/wizard-values';

/**
 * /create_tournament (a new tournament) and /create_tournament/{draft UUID} (a saved draft resumed):
 * the creation wizard, for signed-in users (the route's guard invites guests to sign in).
 */
export function CreateTournamentPage() {
  const t = useT();
  const { tournamentUUID } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  // A draft the open wizard saved keeps that wizard (its key) when the address changes to it.
  const [savedBy, setSavedBy] = useState<Record<string, string>>({});
  const wanted = tournamentUUID && isUuid(tournamentUUID) ? tournamentUUID.toLowerCase() : null;
  const heldKey = wanted ? savedBy[wanted] : undefined;
  const draft = useDraft(wanted && !heldKey ? wanted : null);
  const key = wanted ? (heldKey ?? `draft:${wanted}`) : `new:${location.key}`;

  const handleDraftSaved = (uuid: string) => {
    setSavedBy((saved) => ({ ...saved, [uuid]: key }));
    if (uuid !== wanted) void navigate(`/create_tournament/${uuid}`, { replace: true });
  };

  const header = (
    <PageHeader
      title={wanted ? t('tournaments.wizard.draftTitle') : t('tournaments.wizard.title')}
      description={t('tournaments.wizard.lead')}
    />
  );

  if (tournamentUUID && !wanted)
    return (
      <>
        {header}
        {missing(t)}
      </>
    );
  if (wanted && !heldKey) {
    if (draft.isPending)
      return (
        <>
          {header}
          <PageLoader label={t('tournaments.wizard.loadingDraft')} />
        </>
      );
    if (draft.isError)
      return (
        <>
          {header}
          {missing(t)}
        </>
      );
  }
  return (
    <>
      {header}
      <TournamentWizard
        key={key}
        initialValues={wanted && draft.data ? fromDraft(draft.data) : initialWizardValues()}
        draftId={wanted}
        onDraftSaved={handleDraftSaved}
      />
    </>
  );
}

/** A draft that is not (or no longer) the organiser's: published, deleted, or someone else's. */
function missing(t: ReturnType<typeof useT>) {
  return (
    <EmptyState
      icon={<IconFileUnknown size={28} />}
      title={t('tournaments.wizard.draftMissingTitle')}
      action={
        <Group justify="center">
          <Button component={Link} to="/tournament" variant="default">
            {t('tournaments.wizard.backToList')}
          </Button>
          <Button component={Link} to="/create_tournament">
            {t('tournaments.wizard.startNew')}
          </Button>
        </Group>
      }
    >
      {t('tournaments.wizard.draftMissing')}
    </EmptyState>
  );
}
