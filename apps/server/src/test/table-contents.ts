import type { Database } from '../db/database';

/** Every row of every application table, as text, table by table (a backup's round trip compares them). */
export async function tableContents(database: Database): Promise<Record<string, string[]>> {
  const { rows: tables } = await database.executeSql(
    `select relname as "name" from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r' order by 1`,
  );
  const contents: Record<string, string[]> = {};
  for (const { name } of tables as { name: string }[]) {
    const { rows } = await database.executeSql(
      `select row_to_json(t)::text as "line" from "${name}" t order by 1`,
      [],
    );
    contents[name] = (rows as { line: string }[]).map((row) => row.line);
  }
  return contents;
}
