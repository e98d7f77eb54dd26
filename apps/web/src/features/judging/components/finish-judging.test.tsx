import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderElement } from '../../../test/render';
import { serveApi } from '../../../test/serve-api';
import { FinishJudging } from './finish-judging';

const id = '11111111-1111-4111-8111-111111111111';

afterEach(() => vi.restoreAllMocks());

describe('FinishJudging', { timeout: 30_000 }, () => {
  it('is disabled while the tournament still takes catches, and says why', async () => {
    const finish = vi.fn(() => null);
    serveApi({ [`POST /api/judging/tournaments/${id}/finish`]: finish });
    renderElement(<FinishJudging tournamentId={id} name="Marlin Open" unsaved={0} uploadsOpen />);
    const button = screen.getByRole('button', { name: 'Finish judging' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      'Judging can be finished once the upload deadline of the tournament has passed',
    );
    await userEvent.click(button);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(finish).not.toHaveBeenCalled();
  });

  it('is offered once uploads are closed, after a confirmation', async () => {
    serveApi({});
    renderElement(<FinishJudging tournamentId={id} name="Marlin Open" unsaved={0} uploadsOpen={false} />);
    const button = screen.getByRole('button', { name: 'Finish judging' });
    expect(button).toBeEnabled();
    expect(button).not.toHaveAccessibleDescription();
    await userEvent.click(button);
    expect(await screen.findByRole('dialog', { name: 'Finish judging?' })).toBeVisible();
  });
});
