import { Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useAuth } from '../../../app/auth/auth-context';
import { PageHeader } from '../../../ui/page-header';
import { PageLoader } from '../../../ui/page-loader';
import { QueryError } from '../../../ui/query-error';
import { EditProfileModal } from '../components/edit-profile-modal';
import { PrivacyModal } from '../components/privacy-modal';
import { ProfileSummary } from '../components/profile-summary';
import { ProfileTabs } from '../components/profile-tabs';
import { useProfile } from '../hooks/get-profile';

/**
 * /my_profile (spec §2 "My Profile"): the user's info with the completeness bar, the profile card
 * with its tabs, and the edit-profile and privacy modals.
 */
export function MyProfilePage() {
  const { user, hasPermission } = useAuth();
  const email = user?.email ?? '';
  const profile = useProfile(email);
  const [editOpened, editModal] = useDisclosure(false);
  const [privacyOpened, privacyModal] = useDisclosure(false);

  return (
    <>
      <PageHeader title="My Profile" description="Your details, boats and fishing experience." />
      {profile.isPending ? (
        <PageLoader label="Loading your profile" />
      ) : profile.isError ? (
        <QueryError error={profile.error} onRetry={() => void profile.refetch()} />
      ) : (
        <Stack gap="lg">
          <ProfileSummary profile={profile.data} onEdit={editModal.open} onPrivacy={privacyModal.open} />
          <ProfileTabs profile={profile.data} userEmail={email} canAddBoat={hasPermission('ADD_BOAT')} />
          {editOpened ? (
            <EditProfileModal profile={profile.data} email={email} opened onClose={editModal.close} />
          ) : null}
          {privacyOpened ? (
            <PrivacyModal email={email} privacy={profile.data.privacy} opened onClose={privacyModal.close} />
          ) : null}
        </Stack>
      )}
    </>
  );
}
