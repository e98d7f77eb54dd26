import { screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderElement } from '../../test/render';
import { serveApi } from '../../test/serve-api';
import { activateLanguage } from '../../i18n/i18n';
import { sectionId } from './components/legal-document';
import {
  privacyDocuments,
  termsDocuments,
  tournamentTermsDocuments,
  type LegalDocuments,
} from './content/legal-documents';
import { featureSlides } from './content/our-app';
import { ForbiddenPage } from './pages/forbidden-page';
import { OurAppPage } from './pages/our-app-page';
import { PrivacyPage } from './pages/privacy-page';
import { SearchPage } from './pages/search-page';
import { TermsPage } from './pages/terms-page';
import { TournamentTermsPage } from './pages/tournament-terms-page';

beforeAll(() => {
  // The carousel (Embla) observes slide visibility; jsdom has no IntersectionObserver.
  if (!('IntersectionObserver' in window)) {
    class NoopIntersectionObserver {
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    }
    Object.defineProperty(window, 'IntersectionObserver', {
      configurable: true,
      writable: true,
      value: NoopIntersectionObserver,
    });
  }
});

function renderPage(Page: ComponentType) {
  return renderElement(<Page />);
}

const pages: [string, ComponentType, RegExp][] = [
  ['TermsPage', TermsPage, /terms of service/i],
  ['PrivacyPage', PrivacyPage, /privacy policy/i],
  ['TournamentTermsPage', TournamentTermsPage, /tournament terms/i],
  ['OurAppPage', OurAppPage, /every bite, every release/i],
  ['SearchPage', SearchPage, /find fishing sessions and rules/i],
  ['ForbiddenPage', ForbiddenPage, /you don’t have access/i],
];

describe.each(pages)('%s', (_name, Page, heading) => {
  it('renders exactly one main heading', () => {
    renderPage(Page);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(heading);
  });

  it('never skips a heading level', () => {
    const { container } = renderPage(Page);
    const levels = [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((element) =>
      Number(element.tagName.slice(1)),
    );
    expect(levels[0]).toBe(1);
    levels.reduce((previous, level) => {
      expect(level).toBeLessThanOrEqual(previous + 1);
      return level;
    });
  });

  it('hides decorative icons from assistive technology', () => {
    const { container } = renderPage(Page);
    container.querySelectorAll('svg.tabler-icon').forEach((icon) => {
      expect(icon.getAttribute('aria-hidden')).toBe('true');
    });
  });
});

const legalPages: [string, ComponentType, LegalDocuments][] = [
  ['TermsPage', TermsPage, termsDocuments],
  ['PrivacyPage', PrivacyPage, privacyDocuments],
  ['TournamentTermsPage', TournamentTermsPage, tournamentTermsDocuments],
];

describe.each(legalPages)('%s table of contents', (_name, Page, { en: content }) => {
  it('links every section to an existing section heading', () => {
    renderPage(Page);
    const toc = screen.getByRole('navigation', { name: /table of contents/i });
    const links = within(toc).getAllByRole('link');

    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      content.sections.map((section) => `#${sectionId(section.heading)}`),
    );
    links.forEach((link) => {
      const target = document.getElementById((link.getAttribute('href') ?? '').slice(1));
      expect(target?.tagName).toBe('H2');
      expect(target?.textContent).toContain(link.textContent ?? '');
    });
  });

  it('gives every section a unique id and the effective date', () => {
    renderPage(Page);
    const ids = content.sections.map((section) => sectionId(section.heading));
    expect(new Set(ids).size).toBe(ids.length);
    expect(content.effectiveDate).toBe('2026-11-21');
    expect(screen.getAllByText(/November 21, 2026/).length).toBeGreaterThan(0);
  });
});

const emails = (text: string) => text.match(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g) ?? [];

describe.each(legalPages)('%s in Spanish', (_name, Page, documents) => {
  afterEach(() => activateLanguage('en'));

  it('is the English document whole: the same sections, paragraphs, date and addresses', () => {
    const { en, es } = documents;
    expect(es.effectiveDate).toBe(en.effectiveDate);
    expect(es.title).not.toBe(en.title);
    expect(es.sections.map((section) => section.paragraphs.length)).toEqual(
      en.sections.map((section) => section.paragraphs.length),
    );
    const texts = (document: typeof en) => [
      document.intro,
      ...document.sections.flatMap((section) => [section.heading, ...section.paragraphs]),
    ];
    texts(es).forEach((text, index) => {
      expect(text.trim()).not.toBe('');
      expect(text).not.toBe(texts(en)[index]);
      expect(emails(text)).toEqual(emails(texts(en)[index]!));
    });
  });

  it('is shown in Spanish, its sections keeping the English anchors', async () => {
    await activateLanguage('es');
    const { container } = renderPage(Page);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(documents.es.title);
    expect(screen.getByText('Fecha de entrada en vigor: 21 de noviembre de 2026')).toBeInTheDocument();
    const toc = screen.getByRole('navigation', { name: 'Índice' });
    expect(
      within(toc)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(documents.es.sections.map((section) => section.heading));
    expect([...container.querySelectorAll('h2')].map((heading) => heading.id)).toEqual(
      documents.en.sections.map((section) => sectionId(section.heading)),
    );
  });
});

describe('SearchPage', () => {
  it('links only to places that exist, teams among them, and names nothing as being built', () => {
    renderPage(SearchPage);
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/', '/my_fish_logs', '/tournament', '/ranking', '/create_tournament_team']);
    expect(screen.getByRole('link', { name: /Open the leaderboards/ })).toHaveAttribute('href', '/ranking');
    expect(screen.getByRole('link', { name: /Register a team/ })).toHaveAttribute(
      'href',
      '/create_tournament_team',
    );
    expect(screen.getByRole('link', { name: /Find a tournament/ })).toHaveAttribute('href', '/tournament');
    // Teams (issue 38) were the last feature announced as coming.
    expect(screen.queryByRole('heading', { name: 'Being built' })).toBeNull();
    expect(screen.queryByText('Coming soon')).toBeNull();
  });
});

describe('OurAppPage promises', () => {
  it('sells only what exists, teams included, and lists nothing as coming soon', () => {
    renderPage(OurAppPage);
    const carousel = screen.getByRole('region', { name: /tightlines features/i });
    // Tournaments judged from video (issues 21 and 22), leaderboards (issue 36), clubs (issue 37)
    // and teams (issue 38) are built.
    expect(within(carousel).getByText('Video-judged tournaments')).toBeTruthy();
    expect(within(carousel).getByText('Leaderboards')).toBeTruthy();
    expect(within(carousel).getByRole('heading', { name: 'Clubs' })).toBeTruthy();
    expect(within(carousel).getByRole('heading', { name: 'Teams' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Being built' })).toBeNull();
    expect(screen.queryByText('Coming soon')).toBeNull();
    expect(screen.queryByRole('link', { name: /tournaments/i })).toBeNull();
  });
});

describe('ForbiddenPage', () => {
  it('offers a way home and a way to sign in', () => {
    renderPage(ForbiddenPage);
    expect(screen.getByRole('link', { name: /back to home/i }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: /sign in/i }).getAttribute('href')).toBe('/sign_in');
  });
});

describe('OurAppPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the catalogue species you can log, billfish apart', async () => {
    serveApi({
      'GET /api/species': () => [
        {
          fishUUID: 'aaaaaaaa-0000-4000-8000-000000000001',
          name: 'Atlantic sailfish',
          scientificName: 'Istiophorus albicans',
          fishTypeName: 'Bill Fish',
        },
        {
          fishUUID: 'aaaaaaaa-0000-4000-8000-000000000002',
          name: 'Dorado',
          scientificName: 'Coryphaena hippurus',
          fishTypeName: 'Non Bill Fish',
        },
        {
          fishUUID: 'aaaaaaaa-0000-4000-8000-000000000003',
          name: 'Wahoo',
          scientificName: 'Acanthocybium solandri',
          fishTypeName: 'Non Bill Fish',
        },
      ],
    });
    renderPage(OurAppPage);
    const billfish = (await screen.findByRole('heading', { name: 'Billfish (1)' })).closest(
      'div',
    )!.parentElement!;
    expect(within(billfish).getByText('Atlantic sailfish').closest('[title]')).toHaveAttribute(
      'title',
      'Istiophorus albicans',
    );
    expect(screen.getByRole('heading', { name: 'All other species (2)' })).toBeInTheDocument();
    expect(screen.getByText('Wahoo')).toBeInTheDocument();
  });

  it('shows the feature carousel with labelled controls', () => {
    renderPage(OurAppPage);
    const carousel = screen.getByRole('region', { name: /tightlines features/i });
    expect(within(carousel).getByRole('button', { name: 'Previous slide' })).toBeTruthy();
    expect(within(carousel).getByRole('button', { name: 'Next slide' })).toBeTruthy();
    expect(within(carousel).getAllByRole('group', { hidden: true })).toHaveLength(featureSlides.length);
  });

  it('words the carousel in Spanish for a Spanish reader: controls, dots and the slide shown', async () => {
    await activateLanguage('es');
    try {
      renderPage(OurAppPage);
      const carousel = screen.getByRole('region', { name: 'Funciones de Tightlines' });
      expect(within(carousel).getByRole('button', { name: 'Diapositiva anterior' })).toBeTruthy();
      expect(within(carousel).getByRole('tab', { name: 'Ir a la diapositiva 2' })).toBeTruthy();
      // One announcement of the slide shown, in Spanish: Mantine's English one is out of the tree.
      expect(screen.getAllByRole('status').map((status) => status.textContent)).toEqual([
        `Diapositiva 1 de ${featureSlides.length}`,
      ]);
      expect(screen.queryByText(/Slide \d of/)).not.toBeVisible();
    } finally {
      await activateLanguage('en');
    }
  });
});
