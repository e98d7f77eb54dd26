import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../i18n/i18n';
import { formatDate, formatTime } from './format-date';
import { formatNumber, formatUnit } from './units';

afterEach(() => activateLanguage('en'));

describe('dates, numbers and units in the language shown (issue 19)', () => {
  it('writes numbers and units as US English in English, and as Spanish in Spanish', async () => {
    expect(formatNumber(12345.5)).toBe('12,345.5');
    expect(formatUnit(76.2, 'centimeter')).toBe('76.2 cm');
    await activateLanguage('es');
    expect(formatNumber(12345.5)).toBe('12.345,5');
    expect(formatUnit(76.2, 'centimeter')).toBe('76,2 cm');
  });

  it('writes dates in Spanish in Spanish, the time zone unchanged', async () => {
    const iso = '2026-11-21T18:40:00.000Z';
    await activateLanguage('es');
    expect(formatDate(iso)).toBe(
      new Intl.DateTimeFormat('es', { dateStyle: 'medium' }).format(new Date(iso)),
    );
    expect(formatDate(iso)).toMatch(/nov/);
    expect(formatTime(iso)).toBe(new Intl.DateTimeFormat('es', { timeStyle: 'short' }).format(new Date(iso)));
  });
});
