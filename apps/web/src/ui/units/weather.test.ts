import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../i18n/i18n';
import type { DisplayUnits } from './measures';
import { describeWeather } from './weather';

const metric: DisplayUnits = { size: 1, weight: 3, temperature: 'celsius' };
const imperial: DisplayUnits = { size: 2, weight: 4, temperature: 'fahrenheit' };

describe('describeWeather', () => {
  it('reads the recorded weather as words in the reader units', () => {
    const weather = { sky: 'Sunny', windKnots: 16, waterTempC: 27 };
    expect(describeWeather(weather, metric)).toBe('Sunny · wind 16 kn · water 27°C');
    expect(describeWeather(weather, imperial)).toBe('Sunny · wind 16 kn · water 81°F');
  });

  it('puts the sky first whatever order the readings were stored in', () => {
    expect(describeWeather({ waterTempC: 25, windKnots: 8, sky: 'partly cloudy' }, metric)).toBe(
      'Partly cloudy · wind 8 kn · water 25°C',
    );
  });

  it('reads numbers sent as text', () => {
    expect(describeWeather({ windKnots: '12', airTempC: '30' }, imperial)).toBe('wind 12 kn · air 86°F');
  });

  it('turns readings it does not know into words, never field names', () => {
    expect(describeWeather({ sky: 'Clear', moonPhase: 'Full', wave_height: 1.25 }, metric)).toBe(
      'Clear · moon phase Full · wave height 1.3',
    );
  });

  it('keeps a known reading whose value is not a number as it was written', () => {
    expect(describeWeather({ windKnots: 'calm' }, metric)).toBe('wind knots calm');
  });

  it('says nothing when there is nothing to say', () => {
    expect(describeWeather(null, metric)).toBeNull();
    expect(describeWeather({}, metric)).toBeNull();
    expect(describeWeather({ sky: ' ' }, metric)).toBeNull();
  });
});

describe('describeWeather in Spanish (issue 19)', () => {
  afterEach(() => activateLanguage('en'));

  it('reads the readings and the recorded sky words in Spanish, numbers as Spanish writes them', async () => {
    await activateLanguage('es');
    expect(describeWeather({ sky: 'Sunny', windKnots: 16, waterTempC: 27 }, metric)).toBe(
      'Soleado · viento 16 kn · agua 27 °C',
    );
    expect(describeWeather({ sky: 'partly cloudy', airTempC: 30.4 }, imperial)).toBe(
      'Parcialmente nublado · aire 87 °F',
    );
  });

  it.each([
    ['Sunny', 'Soleado'],
    ['Partly cloudy', 'Parcialmente nublado'],
    ['Overcast', 'Cubierto'],
    ['Light rain', 'Lluvia ligera'],
    ['clear', 'Despejado'],
  ])('reads the sky word %s as %s', async (sky, spanish) => {
    await activateLanguage('es');
    expect(describeWeather({ sky }, metric)).toBe(spanish);
  });

  it('passes words it was never taught through unchanged', async () => {
    await activateLanguage('es');
    expect(describeWeather({ sky: 'Hazy sunshine', windKnots: 8 }, metric)).toBe(
      'Hazy sunshine · viento 8 kn',
    );
  });

  it('reads English again when English is shown', async () => {
    await activateLanguage('es');
    await activateLanguage('en');
    expect(describeWeather({ sky: 'Sunny', windKnots: 16 }, metric)).toBe('Sunny · wind 16 kn');
  });
});
