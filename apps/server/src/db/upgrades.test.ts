import { sql } from 'drizzle-orm';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database';
import { upgradeBreaks, type Snapshot } from '../test/upgrade-compatibility';

/**
 * Upgrades without downtime (issue 39 point 6; the rule is in docs/architecture.md, "Upgrading a
 * running service"): while instances of release N-1 still serve, release N's migration has already
 * run. So each migration from the rule's first one on must leave every query of the release before
 * it working: it expands (new tables, nullable or defaulted columns, indexes on new columns) and a
 * later migration named `*_contract_*` removes what an earlier release stopped using.
 */
const migrations = fileURLToPath(new URL('./migrations', import.meta.url));
/** The first migration written under the rule; those before it are history. */
const FIRST_UNDER_THE_RULE = 43;

interface JournalEntry {
  idx: number;
  tag: string;
}

const journal = JSON.parse(fs.readFileSync(path.join(migrations, 'meta', '_journal.json'), 'utf8')) as {
  entries: JournalEntry[];
};
/** The schema after `idx`: its snapshot, or the one before it for a hand-written data migration (none). */
function snapshotAfter(idx: number): Snapshot {
  for (let at = idx; at >= 0; at -= 1) {
    const file = path.join(migrations, 'meta', `${String(at).padStart(4, '0')}_snapshot.json`);
    if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as Snapshot;
  }
  throw new Error(`no snapshot at or before migration ${idx}`);
}

describe('each migration under the rule leaves the release before it working', () => {
  const underTheRule = journal.entries.filter((entry) => entry.idx >= FIRST_UNDER_THE_RULE);
  it.each(underTheRule.map((entry) => [entry.tag, entry] as const))('%s only expands', (_tag, entry) => {
    const breaks = upgradeBreaks(snapshotAfter(entry.idx - 1), snapshotAfter(entry.idx));
    if (entry.tag.includes('_contract_')) return;
    expect(breaks, `${entry.tag} breaks the release before it; contract in a later release`).toEqual([]);
  });
});

describe('the compatibility check', () => {
  const table = (columns: Snapshot['tables'][string]['columns'], extra: object = {}) => ({
    tables: { 'public.t': { name: 't', columns, indexes: {}, uniqueConstraints: {}, ...extra } },
    enums: {},
  });
  const id = { name: 'id', type: 'uuid', notNull: true, default: 'gen_random_uuid()' };
  const title = { name: 'title', type: 'text', notNull: true };

  it('accepts a new table, a nullable or defaulted column and a unique index on a new column', () => {
    const before = table({ id });
    const after = {
      tables: {
        ...table(
          {
            id,
            note: { name: 'note', type: 'text', notNull: false },
            n: { ...title, name: 'n', default: "''" },
          },
          {
            indexes: {
              k: { name: 'k', isUnique: true, columns: [{ expression: 'note', isExpression: false }] },
            },
          },
        ).tables,
        'public.u': { name: 'u', columns: { id }, indexes: {}, uniqueConstraints: {} },
      },
      enums: {},
    };
    expect(upgradeBreaks(before, after)).toEqual([]);
  });

  it('names what the release before would trip on', () => {
    const before = {
      tables: {
        ...table({ id, title, old: { name: 'old', type: 'text', notNull: false } }).tables,
        'public.gone': { name: 'gone', columns: { id }, indexes: {}, uniqueConstraints: {} },
      },
      enums: { 'public.kind': { name: 'kind', values: ['a', 'b'] } },
    };
    const after = {
      ...table(
        {
          id: { ...id, type: 'text' },
          title,
          added: { name: 'added', type: 'text', notNull: true },
        },
        {
          indexes: {
            k: { name: 'k', isUnique: true, columns: [{ expression: 'title', isExpression: false }] },
          },
        },
      ),
      enums: { 'public.kind': { name: 'kind', values: ['a'] } },
    };
    expect(upgradeBreaks(before, after).sort()).toEqual(
      [
        'table gone was dropped',
        't.old was dropped',
        't.id changed type from uuid to text',
        't.added is new, not null and has no default (the release before inserts without it)',
        't: unique index k holds only columns the release before writes',
        'enum kind lost the value b',
      ].sort(),
    );
  });
});

describe('the latest migration, applied under the release before it', () => {
  // A database migrated to the latest has the schema the latest migration left under the release before.
  it('still answers every column the release before reads, on a real database', async () => {
    const previous = snapshotAfter(journal.entries.at(-1)!.idx - 1);
    const database = await createTestDatabase({ seeded: false });
    try {
      for (const { name, columns } of Object.values(previous.tables)) {
        const names = Object.keys(columns).map((column) => sql.identifier(column));
        const read = database.db.execute(
          sql`select ${sql.join(names, sql`, `)} from ${sql.identifier(name)} limit 0`,
        );
        await expect(read, name).resolves.toBeDefined();
      }
    } finally {
      await database.close();
    }
  });
});
