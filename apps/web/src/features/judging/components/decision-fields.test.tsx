import { useForm } from '@mantine/form';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EvidenceItem } from '@tightlines/domain';
import { describe, expect, it } from 'vitest';
import { renderElement } from '../../../test/render';
import { pendingCatch } from '../test/judging-fixtures';
import { DecisionFields } from './decision-fields';
import { decisionValuesOf, type DecisionValues } from './decision-values';

const CHECKLIST: EvidenceItem[] = ['anglerOnRod', 'leaderTouched', 'released'];

/** The fields over a form of an undecided catch worth 120 points; the values shown below them. */
function Fields({ disabled = false }: { disabled?: boolean }) {
  const form = useForm<DecisionValues>({
    mode: 'controlled',
    initialValues: decisionValuesOf(pendingCatch().decision),
  });
  const values = form.getValues();
  return (
    <>
      <DecisionFields form={form} checklist={CHECKLIST} pointValue={120} disabled={disabled} />
      <output aria-label="Values">
        {JSON.stringify({ released: values.released, points: values.points })}
      </output>
    </>
  );
}

const values = () => JSON.parse(screen.getByRole('status', { name: 'Values' }).textContent!) as object;
const points = () => screen.getByRole('textbox', { name: 'Points' });

describe('the decision fields', () => {
  it('restores the catch’s points on Released, sets 0 and locks them on Not released (spec §4)', async () => {
    renderElement(<Fields />);
    await userEvent.click(screen.getByRole('radio', { name: 'Not released' }));
    expect(values()).toEqual({ released: false, points: 0 });
    expect(points()).toBeDisabled();
    // A refusal asks for the reason the angler reads, not the release's note.
    expect(screen.getByRole('textbox', { name: 'Reason for refusing' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Note' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Released' }));
    expect(values()).toEqual({ released: true, points: 120 });
    expect(points()).toBeEnabled();
    expect(points()).toHaveValue('120');
    expect(screen.getByRole('textbox', { name: 'Note' })).toBeInTheDocument();
    expect(
      screen.getByText('The rule set gives 120 points for this catch; you may change them.'),
    ).toBeVisible();
  });

  it('counts the checklist items not ticked, until every one is', async () => {
    renderElement(<Fields />);
    const evidence = screen.getByRole('group', { name: 'Evidence seen in the video' });
    expect(evidence).toHaveAccessibleDescription('3 items not ticked: a release needs a note saying why');
    await userEvent.click(within(evidence).getByRole('checkbox', { name: 'The angler alone on the rod' }));
    await userEvent.click(within(evidence).getByRole('checkbox', { name: 'The leader touched' }));
    expect(evidence).toHaveAccessibleDescription('1 item not ticked: a release needs a note saying why');
    await userEvent.click(within(evidence).getByRole('checkbox', { name: 'The release' }));
    expect(evidence).toHaveAccessibleDescription('Every item of the checklist is ticked.');
  });

  it('lets nothing change on a catch that can no longer change', () => {
    renderElement(<Fields disabled />);
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Species correct' })).toBeDisabled();
    expect(points()).toBeDisabled();
    for (const box of screen.getAllByRole('checkbox')) expect(box).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Note' })).toBeDisabled();
  });
});
