import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { PageLoader } from '../../../ui/page-loader';
import { useAuth } from '../../../app/auth/auth-context';
import { useT } from '../../../i18n/use-t';

/** /log_out: revokes the session, clears what the browser kept and returns home (spec §2, §4). */
export function LogOutPage() {
  const t = useT();
  const { signOut } = useAuth();
  const navigate = useNavigate();
  useEffect(() => {
    void signOut().finally(() => navigate('/', { replace: true }));
  }, [signOut, navigate]);
  return <PageLoader label={t('account.logOut.signingOut')} />;
}
