import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Accented letters and their plain forms. `lower()` lowers only ASCII under the C locale (PGlite's
 * default), so the capitals are listed too. `translate` and `lower` are immutable, so indexes can be
 * built on `foldForSearch(column)` and a query spelling the same expression uses them.
 */
const ACCENTED = 'áàâäãåéèêëíìîïóòôöõøúùûüñçýÿÁÀÂÄÃÅÉÈÊËÍÌÎÏÓÒÔÖÕØÚÙÛÜÑÇÝ';
const PLAIN = 'aaaaaaeeeeiiiioooooouuuuncyyaaaaaaeeeeiiiioooooouuuuncy';

/** Lower-cased, accent-free text for prefix search (`like 'abc%'` on a text_pattern_ops index). */
export function foldForSearch(value: AnyPgColumn | SQL): SQL {
  return sql`translate(lower(${value}), ${sql.raw(`'${ACCENTED}'`)}, ${sql.raw(`'${PLAIN}'`)})`;
}

/** The first then last name, as a search by full name reads it. */
export function fullNameOf(name: AnyPgColumn, lastname: AnyPgColumn): SQL {
  return sql`(${name} || ' ' || ${lastname})`;
}
