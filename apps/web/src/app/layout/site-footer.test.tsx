import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../i18n/i18n';
import { renderElement } from '../../test/render';
import { SiteFooter } from './site-footer';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  Object.defineProperty(window, 'pageYOffset', { configurable: true, value: y });
  fireEvent.scroll(window);
}

afterEach(async () => {
  scrollTo(0);
  await act(() => activateLanguage('en'));
});

describe('SiteFooter', () => {
  it('switches the app to Spanish from its language switch and keeps the choice for the next visit', async () => {
    renderElement(<SiteFooter />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'es' } });
    expect(await screen.findByRole('link', { name: 'Términos' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');
    expect(screen.queryByRole('link', { name: 'Terms' })).toBeNull();
    expect(document.documentElement.lang).toBe('es');
    expect(document.cookie).toContain('tl_ui_lang=es');
  });

  it('hides while scrolling down, shows again on scrolling up', async () => {
    renderElement(<SiteFooter />);
    const footer = screen.getByRole('contentinfo', { name: 'Site footer' });
    expect(footer).toHaveAttribute('data-pinned', 'true');
    for (const y of [100, 200, 400, 600]) scrollTo(y);
    await expect.poll(() => footer.getAttribute('data-pinned')).toBe('false');
    for (const y of [500, 350, 200]) scrollTo(y);
    await expect.poll(() => footer.getAttribute('data-pinned')).toBe('true');
  });

  it('shows again after a single scroll up (one flick, Page Up)', async () => {
    renderElement(<SiteFooter />);
    const footer = screen.getByRole('contentinfo', { name: 'Site footer' });
    scrollTo(900);
    await expect.poll(() => footer.getAttribute('data-pinned')).toBe('false');
    scrollTo(600);
    await expect.poll(() => footer.getAttribute('data-pinned')).toBe('true');
  });

  it('stays while a keyboard user is on one of its links', async () => {
    renderElement(<SiteFooter />);
    const footer = screen.getByRole('contentinfo', { name: 'Site footer' });
    for (const y of [100, 200, 400, 600]) scrollTo(y);
    await expect.poll(() => footer.getAttribute('data-pinned')).toBe('false');
    act(() => screen.getByRole('link', { name: 'Privacy' }).focus());
    expect(footer).toHaveAttribute('data-pinned', 'true');
  });
});
