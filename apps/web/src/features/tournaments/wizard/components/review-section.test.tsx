import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderElement } from '../../../../test/render';
import { serveApi } from '../../../../test/serve-api';
import { initialWizardValues } from '../wizard-values';
import { ReviewSection } from './review-section';

const RULE = '7d1c7a52-8a51-4b4e-9a57-0d2f3c2f0a01';
const SAILFISH = '7d1c7a52-8a51-4b4e-9a57-0d2f3c2f0a02';

afterEach(() => vi.unstubAllGlobals());

describe('the review step', { timeout: 30_000 }, () => {
  it('shows every section before publishing, dates on the official clock, and goes back to one', async () => {
    serveApi({
      'GET /api/rules': () => [
        { ruleUUID: RULE, slug: 'igfa', name: 'IGFA strict', summary: '', documentUrl: '/rules/igfa' },
      ],
      'GET /api/species': () => [
        { fishUUID: SAILFISH, name: 'Atlantic sailfish', scientificName: '', fishTypeName: 'Bill Fish' },
      ],
    });
    const onEdit = vi.fn();
    renderElement(
      <ReviewSection
        onEdit={onEdit}
        values={{
          ...initialWizardValues(),
          tournamentName: 'Marlin Open',
          regionType: 'Regional',
          regionNames: ['Puntarenas'],
          officialTournamentTimeZone: 'America/Costa_Rica',
          startDate: '2031-12-05',
          endDate: '2031-12-06',
          deadlineDate: '2031-12-06',
          ruleUUID: RULE,
          judges: [{ email: 'judge@example.com', name: 'Ana Mora' }],
          fishes: [SAILFISH],
          entranceFee: 25,
          prize: 1000,
          acceptedTerms: true,
        }}
      />,
    );
    expect(screen.getByText('Marlin Open')).toBeInTheDocument();
    expect(screen.getByText('Puntarenas')).toBeInTheDocument();
    expect(screen.getByText(/7:30.*\(America\/Costa_Rica\)/)).toBeInTheDocument();
    expect(screen.getByText('Ana Mora (judge@example.com)')).toBeInTheDocument();
    expect(await screen.findByText('IGFA strict')).toBeInTheDocument();
    expect(await screen.findByText('Atlantic sailfish')).toBeInTheDocument();
    expect(screen.getByText('$25.00')).toBeInTheDocument();
    expect(screen.getByText('$1,000.00')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Judges' }));
    expect(onEdit).toHaveBeenCalledWith('judges');
  });
});
