import { Button } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../ui/empty-state';
import { PageHeader } from '../../../ui/page-header';

/** /register: registration opens with the sign-in service; until then it says so plainly. */
export function RegisterPage() {
  return (
    <>
      <PageHeader title="Create your account" />
      <EmptyState
        icon={<IconUserPlus size={28} />}
        title="Registration opens soon"
        action={
          <Button component={Link} to="/our_app">
            See what Tightlines does
          </Button>
        }
      >
        Anglers, mates, captains and boats will register here with their role, nationality and contact
        details.
      </EmptyState>
    </>
  );
}
