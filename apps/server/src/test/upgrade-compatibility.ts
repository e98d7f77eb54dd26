/** The parts of a Drizzle migration snapshot (`db/migrations/meta/NNNN_snapshot.json`) the check reads. */
export interface Snapshot {
  tables: Record<
    string,
    {
      name: string;
      columns: Record<string, { name: string; type: string; notNull: boolean; default?: unknown }>;
      indexes: Record<
        string,
        { name: string; isUnique: boolean; columns: { expression: string; isExpression: boolean }[] }
      >;
      uniqueConstraints: Record<string, { name: string; columns: string[] }>;
    }
  >;
  enums: Record<string, { name: string; values: string[] }>;
}

/**
 * What the code of the release before would trip on once `after`'s migration has run under it
 * (docs/architecture.md, "Upgrading a running service"): a table, column or enum value it uses gone,
 * a column's type or nullability changed under it, a new column it cannot leave out of its inserts,
 * or a new uniqueness over the columns it writes alone. Empty when `after` only expands `before`.
 */
export function upgradeBreaks(before: Snapshot, after: Snapshot): string[] {
  const breaks: string[] = [];
  for (const [key, table] of Object.entries(before.tables)) {
    const now = after.tables[key];
    if (!now) {
      breaks.push(`table ${table.name} was dropped`);
      continue;
    }
    for (const [name, column] of Object.entries(table.columns)) {
      const current = now.columns[name];
      if (!current) breaks.push(`${table.name}.${name} was dropped`);
      else if (current.type !== column.type) {
        breaks.push(`${table.name}.${name} changed type from ${column.type} to ${current.type}`);
      } else if (current.notNull && !column.notNull && current.default === undefined) {
        breaks.push(`${table.name}.${name} became not null without a default`);
      }
    }
    // Columns the release before never writes: new ones, left null (or to their default) by it.
    const added = Object.values(now.columns).filter((column) => !table.columns[column.name]);
    for (const column of added) {
      if (column.notNull && column.default === undefined) {
        breaks.push(
          `${table.name}.${column.name} is new, not null and has no default (the release before inserts without it)`,
        );
      }
    }
    const leftNull = new Set(
      added.filter((column) => column.default === undefined).map((column) => column.name),
    );
    const uniques = [
      ...Object.entries(now.indexes)
        .filter(([name, index]) => index.isUnique && !table.indexes[name])
        .map(([name, index]) => ({
          kind: 'unique index',
          name,
          columns: index.columns.map((column) => column.expression),
        })),
      ...Object.entries(now.uniqueConstraints)
        .filter(([name]) => !table.uniqueConstraints[name])
        .map(([name, constraint]) => ({ kind: 'unique constraint', name, columns: constraint.columns })),
    ];
    for (const unique of uniques) {
      // A null is distinct from every other: rows the release before writes never collide on it.
      if (!unique.columns.some((column) => leftNull.has(column))) {
        breaks.push(
          `${table.name}: ${unique.kind} ${unique.name} holds only columns the release before writes`,
        );
      }
    }
  }
  for (const [key, type] of Object.entries(before.enums)) {
    const now = after.enums[key];
    if (!now) breaks.push(`enum ${type.name} was dropped`);
    else
      for (const value of type.values.filter((value) => !now.values.includes(value))) {
        breaks.push(`enum ${type.name} lost the value ${value}`);
      }
  }
  return breaks;
}
