import { Button } from '@mantine/core';
import { IconLogin } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../ui/empty-state';
import { PageHeader } from '../../../ui/page-header';

/** /sign_in: sends the browser to the identity provider once accounts open; until then it says so plainly. */
export function SignInPage() {
  return (
    <>
      <PageHeader title="Sign in" />
      <EmptyState
        icon={<IconLogin size={28} />}
        title="Accounts are not open yet"
        action={
          <Button component={Link} to="/">
            Browse the feed
          </Button>
        }
      >
        Tightlines accounts open with our sign-in service. Until then you can browse the feed, the leaderboard
        and the tournaments as a guest.
      </EmptyState>
    </>
  );
}
