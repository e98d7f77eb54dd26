import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../i18n/i18n';
import { LanguageSwitch } from '../../i18n/language-switch';
import { renderElement } from '../../test/render';
import { serveApi } from '../../test/serve-api';
import { LocalityPicker } from '../../ui/locality-picker';
import { useLanguageSetting } from './use-language-setting';

afterEach(() => vi.unstubAllGlobals());

/** A region and locality picker, as the filters and the profile show it. */
function Picker() {
  const [localityUUID, setLocalityUUID] = useState<string | null>(null);
  return <LocalityPicker locality={{ value: localityUUID, onChange: setLocalityUUID }} />;
}

describe('the region picker after a language switch', () => {
  afterEach(async () => {
    await activateLanguage('en');
    document.cookie = 'tl_ui_lang=; max-age=0; path=/';
  });

  /** The footer's switch with what it does besides the words (`useLanguageSetting`), and a picker. */
  function SwitchAndPicker() {
    const saveLanguage = useLanguageSetting();
    return (
      <>
        <LanguageSwitch onChange={saveLanguage} />
        <Picker />
      </>
    );
  }

  it('names the regions in the language picked: the catalogue is read again in it', async () => {
    // The API names a region in the language of the reader's cookie, as the server does.
    serveApi({
      'GET /api/regions': () => [
        {
          regionName: 'Dominican Republic',
          label: document.cookie.includes('tl_ui_lang=es') ? 'República Dominicana' : 'Dominican Republic',
        },
      ],
    });
    renderElement(<SwitchAndPicker />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Region' }));
    expect(await screen.findByRole('option', { name: 'Dominican Republic', hidden: true })).toBeTruthy();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'es');
    await userEvent.click(await screen.findByRole('combobox', { name: 'Región' }));
    expect(await screen.findByRole('option', { name: 'República Dominicana', hidden: true })).toBeTruthy();
  });
});
