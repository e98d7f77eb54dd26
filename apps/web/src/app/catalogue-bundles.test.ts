import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import firstEn from './catalogue-bundles/first.en';
import firstEs from './catalogue-bundles/first.es';
import onDemandEn from './catalogue-bundles/on-demand.en';
import onDemandEs from './catalogue-bundles/on-demand.es';
import restEn from './catalogue-bundles/rest.en';
import restEs from './catalogue-bundles/rest.es';
import tournamentsEn from './catalogue-bundles/tournaments.en';
import tournamentsEs from './catalogue-bundles/tournaments.es';
import errorsEn from './catalogue-bundles/errors.en';
import errorsEs from './catalogue-bundles/errors.es';
import { sources as english } from './catalogues.en';

const WEB_SRC = path.resolve(import.meta.dirname, '..');
const keysOf = (bundle: object) => Object.keys(bundle).sort();
const EVERY_KEY = [...new Set(Object.values(english).flatMap((catalogue) => Object.keys(catalogue)))];

const BUNDLE_KEYS: Record<string, string[]> = {
  first: Object.keys(firstEn),
  onDemand: Object.keys(onDemandEn),
  tournaments: Object.keys(tournamentsEn),
  rest: Object.keys(restEn),
  errors: Object.keys(errorsEn),
};

/** A piece of code loaded at once (its modules) and the bundles loaded with it. */
interface Unit {
  files: Set<string>;
  bundles: string[];
}

// `Promise.all([import('./x'), loadCatalogues(['onDemand'])])`: code loaded with its bundles.
const LOADED_WITH_CATALOGUES = /Promise\.all\(\[\s*import\('(\.[^']+)'\),\s*loadCatalogues\(\[([^\]]*)\]\)/g;

const resolveModule = (from: string, specifier: string) => {
  const base = path.resolve(path.dirname(from), specifier);
  return [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((file) => fs.existsSync(file));
};

/**
 * The pieces of code `entry` loads, with `bundles` (the first bundle always): its modules, reached
 * through their static and dynamic imports (the components they load lazily included), and, as
 * pieces of their own, the code loaded together with more bundles. The pages app/router.tsx loads
 * are not followed: each loads its bundles with its code.
 */
function unitsFrom(entry: string, bundles: string[] = []): Unit[] {
  const unit: Unit = { files: new Set(), bundles: ['first', ...bundles] };
  const others: Unit[] = [];
  const waiting = [path.join(WEB_SRC, entry)];
  while (waiting.length > 0) {
    const file = waiting.pop()!;
    if (unit.files.has(file)) continue;
    unit.files.add(file);
    const code = fs.readFileSync(file, 'utf8');
    const withCatalogues = [...code.matchAll(LOADED_WITH_CATALOGUES)];
    for (const [, specifier, names] of withCatalogues) {
      const more = [...names!.matchAll(/'(\w+)'/g)].map((match) => match[1]!);
      const found = resolveModule(file, specifier!);
      if (found) others.push(...unitsFrom(path.relative(WEB_SRC, found), [...bundles, ...more]));
    }
    const loadedApart = new Set(withCatalogues.map(([, specifier]) => specifier));
    const specifiers = [
      ...[...code.matchAll(/^(?:import|export)(?! type)[^;]*?from '(\.[^']+)'/gm)].map((match) => match[1]!),
      ...(file.endsWith(path.join('app', 'router.tsx'))
        ? []
        : [...code.matchAll(/import\('(\.[^']+)'\)/g)]
            .map((match) => match[1]!)
            .filter((specifier) => !loadedApart.has(specifier))),
    ];
    for (const specifier of specifiers) {
      const found = resolveModule(file, specifier);
      // Stylesheets and the catalogues themselves hold no keys of their own.
      if (found && !found.includes(`${path.sep}locales${path.sep}`)) waiting.push(found);
    }
  }
  return [unit, ...others];
}

/**
 * The keys `unit`'s code reads that its bundles do not hold; a form checked by a schema reads any
 * spec §8 message (ui/localized-resolver.ts), so it needs the `errors` bundle whole.
 */
function missingIn(unit: Unit): string[] {
  const loaded = new Set(unit.bundles.flatMap((bundle) => BUNDLE_KEYS[bundle]!));
  const missing = keysUsedIn(unit.files).filter((key) => !loaded.has(key));
  const checksForms = [...unit.files].some((file) => file.endsWith(path.join('ui', 'localized-resolver.ts')));
  return checksForms && !unit.bundles.includes('errors') ? [...missing, 'the errors bundle'] : missing;
}

// A spec §8 message named in code: `specMessage('localitySaved')`, `new AppError(…, { key: 'selectFile' })`.
const SPEC_MESSAGE_NAMED = /(?:specMessage\(|\bkey: )'(\w+)'/g;

/** The catalogue keys written in `files`, the spec §8 messages they name included (`error.<key>`). */
function keysUsedIn(files: Set<string>): string[] {
  const code = [...files].map((file) => fs.readFileSync(file, 'utf8')).join('\n');
  const written = EVERY_KEY.filter((key) =>
    ["'", '"', '`'].some((quote) => code.includes(`${quote}${key}${quote}`)),
  );
  const named = [...code.matchAll(SPEC_MESSAGE_NAMED)]
    .map((match) => `error.${match[1]!}`)
    .filter((key) => EVERY_KEY.includes(key));
  return [...new Set([...written, ...named])];
}

describe('the catalogue bundles (app/catalogues.ts)', () => {
  it('hold every English key once', () => {
    const bundled = Object.values(BUNDLE_KEYS).flat().sort();
    expect(bundled).toEqual([...EVERY_KEY].sort());
  });

  it.each([
    ['first', firstEn, firstEs],
    ['onDemand', onDemandEn, onDemandEs],
    ['tournaments', tournamentsEn, tournamentsEs],
    ['rest', restEn, restEs],
    ['errors', errorsEn, errorsEs],
  ])('%s: the same keys in Spanish', (_name, en, es) => {
    expect(keysOf(es)).toEqual(keysOf(en));
  });

  it('give the frame and the home page, and all they load, every message they read', () => {
    for (const unit of unitsFrom('app/start.tsx')) expect(missingIn(unit), unit.bundles.join()).toEqual([]);
  });

  it('give the tournament list, and all it loads, every message it reads', () => {
    for (const unit of unitsFrom('features/tournaments/pages/tournaments-page.tsx', ['tournaments'])) {
      expect(missingIn(unit), unit.bundles.join()).toEqual([]);
    }
  });
});
