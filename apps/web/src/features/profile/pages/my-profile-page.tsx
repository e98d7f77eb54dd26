import { Stack } from '@mantine/core';
import { Suspense, useState } from 'react';
import { useDisclosure } from '@mantine/hooks';
import { useSearchParams } from 'react-router';
import { useAuth } from '../../../app/auth/auth-context';
import { PageHeader } from '../../../ui/page-header';
import { PageLoader } from '../../../ui/page-loader';
import { QueryError } from '../../../ui/query-error';
import {
  EditProfileModal,
  isEditProfileSection,
  type EditProfileSection,
} from '../components/edit-profile-modal';
import { PrivacyModal } from '../components/privacy-modal';
import { ProfileSummary } from '../components/profile-summary';
import { ProfileTabs } from '../components/profile-tabs';
import { useProfile } from '../hooks/get-profile';
import { useT } from '../../../i18n/use-t';
import { LazyRankingWidget } from '../../../ui/ranking/lazy-ranking-widget';

/**
 * /my_profile (spec §2 "My Profile"): the user's info with the completeness bar, the profile card
 * with its tabs, the year's top boats, and the edit-profile and privacy modals. `?edit=password` or
 * `?edit=units` opens the edit-profile modal there (the phone drawer's links).
 */
export function MyProfilePage() {
  const t = useT();
  const { user, hasPermission } = useAuth();
  const email = user?.email ?? '';
  const profile = useProfile(email);
  const [params, setParams] = useSearchParams();
  const linked = params.get('edit');
  const [openedHere, setOpenedHere] = useState<EditProfileSection | null>(null);
  // A link followed while already on this page opens the modal too, so the address decides first.
  const editSection = isEditProfileSection(linked) ? linked : openedHere;
  const handleEditClose = () => {
    setOpenedHere(null);
    if (!params.has('edit')) return;
    const next = new URLSearchParams(params);
    next.delete('edit');
    setParams(next, { replace: true });
  };
  const [privacyOpened, privacyModal] = useDisclosure(false);

  return (
    <>
      <PageHeader title={t('profile.page.title')} description={t('profile.page.description')} />
      {profile.isPending ? (
        <PageLoader label={t('profile.page.loading')} />
      ) : profile.isError ? (
        <QueryError error={profile.error} onRetry={() => void profile.refetch()} />
      ) : (
        <Stack gap="lg">
          <ProfileSummary
            profile={profile.data}
            onEdit={() => setOpenedHere('user')}
            onPrivacy={privacyModal.open}
          />
          <ProfileTabs profile={profile.data} userEmail={email} canAddBoat={hasPermission('ADD_BOAT')} />
          <Suspense fallback={null}>
            <LazyRankingWidget />
          </Suspense>
          {editSection ? (
            <EditProfileModal
              profile={profile.data}
              email={email}
              section={editSection}
              opened
              onClose={handleEditClose}
            />
          ) : null}
          {privacyOpened ? (
            <PrivacyModal email={email} privacy={profile.data.privacy} opened onClose={privacyModal.close} />
          ) : null}
        </Stack>
      )}
    </>
  );
}
