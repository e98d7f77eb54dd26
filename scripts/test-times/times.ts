/** How long one test file (Vitest) or one journey file in one project (Playwright) took. */
export interface SuiteTime {
  runner: 'vitest' | 'playwright';
  project: string;
  /** Relative to the repository (Vitest) or to e2e/tests (Playwright). */
  file: string;
  seconds: number;
}

/** The journeys that open every route once per screen (e2e/tests/route-walk*.spec.ts). */
export const ROUTE_WALKS = 'route walks (every page)';

/**
 * The product feature a test file belongs to, so a feature's tests are added up across layers:
 * `modules/sessions` on the server, `features/sessions` in the web app, `sessions` in the domain
 * package and `sessions.spec.ts` in the journeys all count as "sessions".
 */
export function featureOf(time: SuiteTime): string {
  if (time.runner === 'playwright') {
    const spec = time.file.replace(/\.spec\.ts$/, '').replace(/^.*\//, '');
    // Every page's accessibility and layout, guest and signed in: one cross-cutting entry.
    return spec.startsWith('route-walk') ? ROUTE_WALKS : spec;
  }
  const patterns: [RegExp, (match: RegExpMatchArray) => string][] = [
    [/^apps\/server\/src\/modules\/([^/]+)\//, (match) => match[1]!],
    [/^apps\/server\/src\/test\/security\//, () => 'security'],
    [
      /^apps\/server\/src\/(platform|db)\/([^/]+)/,
      (match) => `${match[1]} ${match[2]!.replace(/\..*$/, '')}`,
    ],
    [/^apps\/web\/src\/features\/([^/]+)\//, (match) => match[1]!],
    [/^packages\/domain\/src\/([^/]+)\//, (match) => match[1]!],
    [/^apps\/server\//, () => 'server core'],
    [/^apps\/web\//, () => 'web core'],
  ];
  for (const [pattern, name] of patterns) {
    const match = time.file.match(pattern);
    if (match) return name(match);
  }
  return 'other';
}
