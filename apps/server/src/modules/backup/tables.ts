import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';

/** One statement's rows, on either engine (drizzle answers `{ rows }` on PGlite and node-postgres). */
type Runner = Pick<Db, 'execute'>;

async function rowsOf<T>(runner: Runner, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await runner.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The quoted name of a table of the application's schema (`public`). */
export function quoted(name: string): string {
  return `"public"."${name.replaceAll('"', '""')}"`;
}

interface ForeignKey {
  child: string;
  parent: string;
  childColumns: string[];
  parentColumns: string[];
}

async function foreignKeys(runner: Runner): Promise<ForeignKey[]> {
  return rowsOf<ForeignKey>(
    runner,
    sql`select child.relname as "child", parent.relname as "parent",
          array(select a.attname::text from unnest(c.conkey) with ordinality k(n, i)
                join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n order by k.i) as "childColumns",
          array(select a.attname::text from unnest(c.confkey) with ordinality k(n, i)
                join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.n order by k.i) as "parentColumns"
        from pg_constraint c
        join pg_class child on child.oid = c.conrelid
        join pg_class parent on parent.oid = c.confrelid
        where c.contype = 'f' and c.connamespace = 'public'::regnamespace`,
  );
}

/**
 * The application's tables, each after the tables it references, so that rows loaded in this order
 * never name a row that is not there yet (a table referencing itself is ordered by its rows, `loadTable`).
 */
export async function tablesInLoadOrder(runner: Runner): Promise<string[]> {
  const tables = (
    await rowsOf<{ name: string }>(
      runner,
      sql`select c.relname as "name" from pg_class c
          where c.relnamespace = 'public'::regnamespace and c.relkind = 'r' order by c.relname`,
    )
  ).map((row) => row.name);
  const parents = new Map(tables.map((table) => [table, new Set<string>()]));
  for (const key of await foreignKeys(runner)) {
    if (key.child !== key.parent) parents.get(key.child)?.add(key.parent);
  }
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter(
      (table) => !placed.has(table) && [...(parents.get(table) ?? [])].every((parent) => placed.has(parent)),
    );
    if (ready.length === 0) throw new Error('the tables reference each other in a cycle');
    for (const table of ready) {
      ordered.push(table);
      placed.add(table);
    }
  }
  return ordered;
}

const FETCH_ROWS = 1000;

/**
 * Calls `write` with each row of `table` as one line of JSON (`row_to_json`: the same text on
 * either engine, read back by `json_populate_recordset`), a thousand at a time through a cursor,
 * in primary-key order. Runs inside the backup's snapshot transaction.
 */
export async function dumpTable(
  tx: Runner,
  table: string,
  write: (lines: string[]) => Promise<void>,
): Promise<number> {
  const name = sql.raw(quoted(table));
  await tx.execute(
    sql`declare tl_backup no scroll cursor for select row_to_json(t)::text as "line" from ${name} t order by 1`,
  );
  let count = 0;
  try {
    for (;;) {
      const rows = await rowsOf<{ line: string }>(tx, sql.raw(`fetch forward ${FETCH_ROWS} from tl_backup`));
      if (rows.length === 0) break;
      await write(rows.map((row) => row.line));
      count += rows.length;
    }
  } finally {
    await tx.execute(sql.raw('close tl_backup'));
  }
  return count;
}

export interface SequenceValue {
  name: string;
  /** null when the sequence has never been used. */
  value: string | null;
}

/** The application's sequences (identity columns and serials) and where they stand. */
export async function sequenceValues(tx: Runner): Promise<SequenceValue[]> {
  return rowsOf<SequenceValue>(
    tx,
    sql`select sequencename as "name", last_value::text as "value" from pg_sequences
        where schemaname = 'public' order by sequencename`,
  );
}

export async function restoreSequences(tx: Runner, sequences: SequenceValue[]): Promise<void> {
  for (const { name, value } of sequences) {
    if (value === null) continue;
    await tx.execute(sql`select setval(${quoted(name)}::regclass, ${value}::bigint, true)`);
  }
}

const INSERT_ROWS = 500;

/**
 * Inserts rows dumped by `dumpTable` (as parsed JSON objects) into `table`, which is empty. Identity
 * columns keep their dumped values. A table that references itself (a refund naming its payment)
 * gets each referenced row before the rows that name it.
 */
export async function loadTable(tx: Runner, table: string, rows: Record<string, unknown>[]): Promise<void> {
  const selfKeys = (await foreignKeys(tx)).filter((key) => key.child === table && key.parent === table);
  const ordered = selfKeys.length > 0 ? parentsFirst(rows, selfKeys) : rows;
  const name = sql.raw(quoted(table));
  for (let start = 0; start < ordered.length; start += INSERT_ROWS) {
    const batch = JSON.stringify(ordered.slice(start, start + INSERT_ROWS));
    await tx.execute(
      sql`insert into ${name} overriding system value select * from json_populate_recordset(null::${name}, ${batch}::json)`,
    );
  }
}

function parentsFirst(rows: Record<string, unknown>[], keys: ForeignKey[]): Record<string, unknown>[] {
  const valueOf = (row: Record<string, unknown>, columns: string[]) =>
    columns.some((column) => row[column] == null)
      ? null
      : JSON.stringify(columns.map((column) => row[column]));
  const placed = new Set<string>();
  const ordered: Record<string, unknown>[] = [];
  let waiting = rows;
  while (waiting.length > 0) {
    const next: Record<string, unknown>[] = [];
    for (const row of waiting) {
      const ready = keys.every((key) => {
        const wanted = valueOf(row, key.childColumns);
        return wanted === null || placed.has(`${key.parentColumns.join(',')}:${wanted}`);
      });
      if (!ready) {
        next.push(row);
        continue;
      }
      ordered.push(row);
      for (const key of keys) {
        const own = valueOf(row, key.parentColumns);
        if (own !== null) placed.add(`${key.parentColumns.join(',')}:${own}`);
      }
    }
    if (next.length === waiting.length) throw new Error('rows of a table reference each other in a cycle');
    waiting = next;
  }
  return ordered;
}
