import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderElement } from '../../../test/render';
import { JudgeStatuses } from './judge-statuses';

describe('JudgeStatuses (issue 32)', () => {
  it("shows the organiser each named judge's answer", () => {
    renderElement(
      <JudgeStatuses
        judges={[
          { email: 'ana@example.com', status: 'accepted' },
          { email: 'bea@example.com', status: 'declined' },
          { email: 'cruz@example.com', status: 'invited' },
        ]}
      />,
    );
    const rows = screen.getAllByRole('listitem').map((row) => row.textContent);
    expect(rows).toEqual(['ana@example.comAccepted', 'bea@example.comDeclined', 'cruz@example.comInvited']);
    expect(screen.queryByText(/at least one named judge has accepted/)).not.toBeInTheDocument();
  });

  it('says judging cannot finish while nobody accepted', () => {
    renderElement(<JudgeStatuses judges={[{ email: 'cruz@example.com', status: 'invited' }]} />);
    expect(
      screen.getByText('Judging can be finished once at least one named judge has accepted to judge.'),
    ).toBeInTheDocument();
  });
});
