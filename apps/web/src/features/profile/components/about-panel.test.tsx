import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../i18n/i18n';
import { captainProfile } from '../../../test/profiles';
import { renderElement } from '../../../test/render';
import { AboutPanel } from './about-panel';

afterEach(() => activateLanguage('en'));

// Issue 31: the temperature scale is the one chosen, not the one the length unit implied.
describe('AboutPanel units', () => {
  it('reads inches with Celsius when that is what was chosen', () => {
    renderElement(<AboutPanel profile={{ ...captainProfile, sizeId: 2, temperatureUnit: 'celsius' }} />);
    expect(
      screen.getByText('Lengths in inches, weights in pounds, temperatures in Celsius, speeds in knots'),
    ).toBeInTheDocument();
  });

  it('reads centimetres with Fahrenheit, in Spanish too', async () => {
    await activateLanguage('es');
    renderElement(<AboutPanel profile={{ ...captainProfile, sizeId: 1, temperatureUnit: 'fahrenheit' }} />);
    expect(
      screen.getByText(/^Longitudes en centímetros, pesos en libras, temperaturas en Fahrenheit/),
    ).toBeInTheDocument();
  });
});
