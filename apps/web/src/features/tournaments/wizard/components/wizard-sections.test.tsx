import { useForm } from '@mantine/form';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderElement } from '../../../../test/render';
import { serveApi } from '../../../../test/serve-api';
import { sectionErrors, type Section } from '../wizard-sections';
import { initialWizardValues, type WizardValues } from '../wizard-values';
import { DatesSection } from './dates-section';
import { FeeSection } from './fee-section';
import { LocationSection } from './location-section';

const REQUIRED = 'Please complete all required fields';
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** One section in a form checked as the wizard checks it before the next section. */
function Harness({
  section,
  values,
}: {
  section: Extract<Section, 'dates' | 'location' | 'fee'>;
  values: Partial<WizardValues>;
}) {
  const form = useForm<WizardValues>({
    initialValues: { ...initialWizardValues(), ...values },
    validate: (current) => sectionErrors(section, current, new Date()),
  });
  const Body = { dates: DatesSection, location: LocationSection, fee: FeeSection }[section];
  return (
    <>
      <Body form={form} />
      <button type="button" onClick={() => form.validate()}>
        Check
      </button>
      <output>{JSON.stringify(form.values)}</output>
    </>
  );
}

const held = () => JSON.parse(screen.getByRole('status').textContent!) as WizardValues;
const check = () => userEvent.click(screen.getByRole('button', { name: 'Check' }));
const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

afterEach(() => vi.unstubAllGlobals());

describe('the dates section (spec §5 dates rules, §9 defaults)', { timeout: 30_000 }, () => {
  const regional = { regionType: 'Regional', officialTournamentTimeZone: 'America/Costa_Rica' } as const;

  it('starts at 07:30, ends at 16:00, takes uploads until 22:00, late join on', () => {
    renderElement(<Harness section="dates" values={regional} />);
    expect(screen.getByRole('combobox', { name: /^Start time/ })).toHaveValue('07:30');
    expect(screen.getByRole('combobox', { name: /^End time/ })).toHaveValue('16:00');
    expect(screen.getByRole('combobox', { name: /^Upload deadline time/ })).toHaveValue('22:00');
    expect(screen.getByRole('switch', { name: /join after the start/ })).toBeChecked();
    expect(screen.getByText('Times are in America/Costa_Rica.')).toBeInTheDocument();
  });

  it('refuses a missing end, a start not after now and an end not after the start, each at its field', async () => {
    renderElement(<Harness section="dates" values={{ ...regional, startDate: day(2) }} />);
    await check();
    expect(input(/^End date/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(REQUIRED)).toBeInTheDocument();

    fireEvent.change(input(/^Start date/), { target: { value: day(-1) } });
    fireEvent.change(input(/^End date/), { target: { value: day(2) } });
    await check();
    expect(input(/^Start date/)).toHaveAttribute('aria-invalid', 'true');

    expect(screen.getByText('The start must be later than now')).toBeInTheDocument();

    fireEvent.change(input(/^Start date/), { target: { value: day(3) } });
    await check();
    expect(input(/^Start date/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(input(/^End date/)).toHaveAttribute('aria-invalid', 'true');
    // Filled in but wrong: the real reason, not "complete all required fields" (issue 31).
    expect(screen.getByText('The end must be after the start')).toBeInTheDocument();
    expect(screen.queryByText(REQUIRED)).not.toBeInTheDocument();
  });

  it('moves the deadline day with the end day, and refuses a deadline not after the end', async () => {
    renderElement(
      <Harness section="dates" values={{ ...regional, startDate: day(2), uploadDeadlineTime: '15:30' }} />,
    );
    fireEvent.change(input(/^End date/), { target: { value: day(2) } });
    expect(input(/^Upload deadline date/)).toHaveValue(day(2));
    await check();
    expect(screen.getByRole('combobox', { name: /^Upload deadline time/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByText('The upload deadline must be after the end')).toBeInTheDocument();

    fireEvent.change(input(/^End date/), { target: { value: day(3) } });
    expect(input(/^Upload deadline date/)).toHaveValue(day(3));
    // 15:30 the day after the end's 16:00: after the end, so accepted.
    fireEvent.change(input(/^Upload deadline date/), { target: { value: day(4) } });
    await check();
    expect(screen.queryByText(REQUIRED)).not.toBeInTheDocument();
  });
});

describe(
  'the location section (spec §4: the region type clears what no longer applies)',
  { timeout: 30_000 },
  () => {
    const QUEPOS = '0b8e2a52-8a51-4b4e-9a57-0d2f3c2f0a01';

    it('keeps regions for Regional, localities for Local, neither for Global, and Global runs on UTC', async () => {
      serveApi({
        'GET /api/regions': () => [
          { regionName: 'Puntarenas', label: 'Puntarenas', countryCode: 'CR', localitiesCount: 1 },
        ],
        'GET /api/regions/Puntarenas/localities': () => [
          {
            localityUUID: QUEPOS,
            localityName: 'Quepos',
            regionName: 'Puntarenas',
            timeZone: 'America/Costa_Rica',
            latitude: 9.4,
            longitude: -84.2,
          },
        ],
      });
      renderElement(<Harness section="location" values={{ officialTournamentTimeZone: 'Europe/Madrid' }} />);
      await check();
      expect(screen.getByText('Please select an option')).toBeInTheDocument();

      await userEvent.click(screen.getByRole('radio', { name: /^Regional/ }));
      await check();
      expect(screen.getByRole('combobox', { name: /^Regions/ })).toHaveAttribute('aria-invalid', 'true');
      await userEvent.click(screen.getByRole('combobox', { name: /^Regions/ }));
      await userEvent.click(await screen.findByRole('option', { name: 'Puntarenas', hidden: true }));
      await waitFor(() => expect(held().regionNames).toEqual(['Puntarenas']));

      await userEvent.click(screen.getByRole('radio', { name: /^Local/ }));
      expect(held()).toMatchObject({
        regionType: 'Local',
        regionNames: [],
        officialTournamentTimeZone: 'Europe/Madrid',
      });
      await userEvent.click(screen.getByRole('combobox', { name: /^Region to pick/ }));
      await userEvent.click(await screen.findByRole('option', { name: 'Puntarenas', hidden: true }));
      await userEvent.click(screen.getByRole('combobox', { name: /^Localities/ }));
      await userEvent.click(await screen.findByRole('option', { name: 'Quepos', hidden: true }));
      await waitFor(() =>
        expect(held().localities.map((locality) => locality.localityUUID)).toEqual([QUEPOS]),
      );

      await userEvent.click(screen.getByRole('radio', { name: /^Global/ }));
      expect(held()).toMatchObject({
        regionType: 'Global',
        regionNames: [],
        localities: [],
        officialTournamentTimeZone: 'UTC',
      });
      expect(screen.getByRole('combobox', { name: /^Official time zone/ })).toBeDisabled();
      await check();
      expect(screen.queryByText(REQUIRED)).not.toBeInTheDocument();
    });
  },
);

describe('the fee section (issue 31: a negative fee is refused at its field)', { timeout: 30_000 }, () => {
  it('keeps a negative fee as typed and refuses it at the field with the reason', async () => {
    renderElement(<Harness section="fee" values={{ acceptedTerms: true }} />);
    const fee = input(/^Entrance fee/);
    await userEvent.clear(fee);
    await userEvent.type(fee, '-25');
    await userEvent.tab();
    // Never turned into a free tournament behind the organiser's back.
    expect(held().entranceFee).toBe(-25);
    await check();
    expect(fee).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('The amount cannot be negative: enter 0 for none')).toBeInTheDocument();
    expect(screen.queryByText(REQUIRED)).not.toBeInTheDocument();
  });

  it('offers the refund rule of a paid tournament, the default chosen, and keeps the choice', async () => {
    renderElement(<Harness section="fee" values={{ acceptedTerms: true }} />);
    expect(screen.queryByRole('combobox', { name: /^Refund if an entrant leaves/ })).not.toBeInTheDocument();
    const fee = input(/^Entrance fee/);
    await userEvent.clear(fee);
    await userEvent.type(fee, '40');
    const rule = screen.getByRole('combobox', { name: /^Refund if an entrant leaves/ });
    expect(rule).toHaveValue('Full refund until 7 days before the start');
    await userEvent.click(rule);
    await userEvent.click(await screen.findByRole('option', { name: 'No refund', hidden: true }));
    await waitFor(() => expect(held().refundDaysBeforeStart).toBeNull());
    await check();
    expect(screen.queryByText(REQUIRED)).not.toBeInTheDocument();
  });
});
