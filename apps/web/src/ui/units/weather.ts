import { t } from '../../i18n/use-t';
import { numberLocale } from '../display-locale';
import { formatKnots, formatNumber, formatTemperature, type DisplayUnits } from './measures';

type Reading = string | number;
type Phrase = (value: number, units: DisplayUnits, locale: string) => string;

/** Readings the app records, in the order people read them, each as the words of a forecast. */
const numericReadings: Record<string, Phrase> = {
  windKnots: (value, _units, locale) => t('ui.weather.wind', { value: formatKnots(value, locale) }),
  waterTempC: (value, units, locale) =>
    t('ui.weather.water', { value: formatTemperature(value, units, locale) }),
  airTempC: (value, units, locale) => t('ui.weather.air', { value: formatTemperature(value, units, locale) }),
};
/** Readings whose value is already the words: "Sunny", "Partly cloudy". */
const wordReadings = ['sky', 'conditions', 'summary'];
const order = [...wordReadings, ...Object.keys(numericReadings)];

function asNumber(value: Reading): number | null {
  const number = typeof value === 'number' ? value : Number(value.trim());
  return value !== '' && Number.isFinite(number) ? number : null;
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A key nobody taught the app, as words: "moonPhase" and "moon_phase" read "moon phase". */
function words(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
}

function phrase(key: string, value: Reading, units: DisplayUnits, locale: string): string {
  if (wordReadings.includes(key)) return capitalised(String(value).trim());
  const number = asNumber(value);
  const known = numericReadings[key];
  if (known && number !== null) return known(number, units, locale);
  const shown = number !== null ? formatNumber(number, 1, locale) : String(value).trim();
  return `${words(key)} ${shown}`;
}

/**
 * A session's weather as one line of words in the reader's units:
 * { sky: 'Sunny', windKnots: 16, waterTempC: 27 } reads "Sunny · wind 16 kn · water 27°C".
 * Null when there is nothing to say.
 */
export function describeWeather(
  weather: Record<string, Reading> | null | undefined,
  units: DisplayUnits,
  locale = numberLocale(),
): string | null {
  if (!weather) return null;
  const entries = Object.entries(weather).filter(([, value]) => String(value).trim() !== '');
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  // A stable sort: readings the app does not know keep the order they were recorded in.
  entries.sort(([a], [b]) => rank(a) - rank(b));
  const phrases = entries.map(([key, value]) => phrase(key, value, units, locale));
  return phrases.length ? phrases.join(' · ') : null;
}
