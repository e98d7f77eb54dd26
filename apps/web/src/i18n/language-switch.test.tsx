import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activateLanguage } from './i18n';
import { LanguageSwitch } from './language-switch';

// Loaded once up front: its first import transforms every Spanish catalogue, which on a busy
// machine outlasted the wait for the switch to show Spanish.
beforeAll(async () => {
  await activateLanguage('es');
  await activateLanguage('en');
});

afterEach(async () => {
  await act(() => activateLanguage('en'));
  document.body.innerHTML = '';
});

describe('LanguageSwitch', () => {
  it('honours a language picked on the prerendered page before the app took it over', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<LanguageSwitch />);
    document.body.append(container);
    // The reader picks Español while the page is still only HTML: no handler hears it.
    container.querySelector('select')!.value = 'es';

    await act(async () => {
      render(<LanguageSwitch />, { container, hydrate: true });
    });

    expect(await screen.findByRole('combobox', { name: 'Idioma' })).toHaveValue('es');
    expect(document.documentElement.lang).toBe('es');
    expect(document.cookie).toContain('tl_ui_lang=es');
  });

  it('leaves the language alone when nothing was picked before the app took over', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<LanguageSwitch />);
    document.body.append(container);

    await act(async () => {
      render(<LanguageSwitch />, { container, hydrate: true });
    });

    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
    expect(document.documentElement.lang).toBe('en');
  });
});
