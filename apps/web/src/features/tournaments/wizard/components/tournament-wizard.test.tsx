import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderElement } from '../../../../test/render';
import { refusal, serveApi } from '../../../../test/serve-api';
import { initialWizardValues, type WizardValues } from '../wizard-values';
import { TournamentWizard } from './tournament-wizard';

const RULE = '7d1c7a52-8a51-4b4e-9a57-0d2f3c2f0a01';
const SAILFISH = '7d1c7a52-8a51-4b4e-9a57-0d2f3c2f0a02';
const DRAFT = '7d1c7a52-8a51-4b4e-9a57-0d2f3c2f0a03';
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Everything a tournament needs, as a resumed draft would hold it. */
const complete: WizardValues = {
  ...initialWizardValues(),
  tournamentName: 'Marlin Open',
  regionType: 'Regional',
  regionNames: ['Puntarenas'],
  officialTournamentTimeZone: 'America/Costa_Rica',
  startDate: day(3),
  endDate: day(3),
  deadlineDate: day(3),
  ruleUUID: RULE,
  judges: [{ email: 'judge@example.com', name: '' }],
  fishes: [SAILFISH],
  entranceFee: 25,
  prize: 1000,
  acceptedTerms: true,
};

afterEach(() => vi.unstubAllGlobals());

describe('the wizard', { timeout: 60_000 }, () => {
  it('saves a draft and stays open, then shows a refusal of the publish at its field, in its section', async () => {
    const fetch = serveApi({
      'GET /api/regions': () => [
        { regionName: 'Puntarenas', label: 'Puntarenas', countryCode: 'CR', localitiesCount: 1 },
      ],
      'GET /api/rules': () => [
        { ruleUUID: RULE, slug: 'igfa', name: 'IGFA strict', summary: '', documentUrl: '/rules/igfa' },
      ],
      'GET /api/species': () => [
        { fishUUID: SAILFISH, name: 'Atlantic sailfish', scientificName: '', fishTypeName: 'Bill Fish' },
      ],
      'PUT /api/tournaments/drafts': ({ body }) => ({
        ...(body as object),
        UUID: DRAFT,
        updatedAt: new Date().toISOString(),
      }),
      'POST /api/tournaments': () => refusal(400, 'selectRules', { fields: ['ruleUUID'] }),
    });
    const onDraftSaved = vi.fn();
    renderElement(<TournamentWizard initialValues={complete} draftId={null} onDraftSaved={onDraftSaved} />);

    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(onDraftSaved).toHaveBeenCalledWith(DRAFT));
    const saved = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(saved![1]!.body))).toMatchObject({
      tournamentName: 'Marlin Open',
      regionType: 'Regional',
      regionNames: [{ regionName: 'Puntarenas' }],
      startDate: expect.stringMatching(/T13:30:00.000Z$/),
      entranceFee: 25,
    });
    expect(screen.getByRole('textbox', { name: /^Tournament name/ })).toHaveValue('Marlin Open');

    for (let step = 0; step < 8; step += 1)
      await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Publish tournament' }));
    expect(await screen.findByText('Please select a set of rules')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Rules' })).toBeInTheDocument();
    const published = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(published![1]!.body))).toMatchObject({ UUID: DRAFT, ruleUUID: RULE });
  });
});
