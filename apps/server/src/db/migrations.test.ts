import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from './database';
import { seedCatalogue } from './seed/seed-catalogue';

const migrations = fileURLToPath(new URL('./migrations', import.meta.url));
const scratch: string[] = [];
afterAll(() => scratch.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** The migrations folder as it stood before `tag`: the same files, the journal cut before it. */
function migrationsBefore(tag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tightlines-migrations-'));
  scratch.push(dir);
  fs.cpSync(migrations, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(at).toBeGreaterThan(0);
  fs.writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return dir;
}

/** Every non-empty table of a database at the latest schema with the catalogue seeded, and its rows. */
let seededTables: Promise<{ table: string; rows: unknown[] }[]> | undefined;

function latestCatalogue(): Promise<{ table: string; rows: unknown[] }[]> {
  seededTables ??= (async () => {
    const client = new PGlite();
    const db = drizzle({ client });
    try {
      await migrate(db, { migrationsFolder: migrations });
      await seedCatalogue(db as unknown as Db);
      const { rows: tables } = await client.query<{ table_name: string }>(
        `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
      );
      const filled = [];
      for (const { table_name: table } of tables) {
        const { rows } = await client.query(`select * from "${table}"`);
        if (rows.length) filled.push({ table, rows });
      }
      return filled;
    } finally {
      await client.close();
    }
  })();
  return seededTables;
}

/**
 * The catalogue as today's seed writes it, in a database of an older schema: today's seed names
 * columns added since (a Spanish name), so its rows are copied from a database at the latest schema,
 * each table by the columns the older one has (a row its migrations wrote already is kept).
 */
async function seedOlderCatalogue(client: PGlite): Promise<void> {
  await client.exec(`set session_replication_role = replica`);
  for (const { table, rows } of await latestCatalogue()) {
    const { rows: columns } = await client.query<{ column_name: string }>(
      `select column_name from information_schema.columns where table_schema = 'public' and table_name = $1`,
      [table],
    );
    if (!columns.length) continue;
    const names = columns.map((column) => `"${column.column_name}"`).join(', ');
    await client.query(
      `insert into "${table}" (${names}) select ${names} from json_populate_recordset(null::"${table}", $1) on conflict do nothing`,
      [JSON.stringify(rows)],
    );
  }
  await client.exec(`set session_replication_role = origin`);
}

/**
 * A database migrated up to just before `tag`, with the catalogue: `run` fills it with rows as they
 * were written then, calls `upgrade()` to migrate it to the latest, and reads what became of them.
 */
async function onDatabaseBefore(
  tag: string,
  run: (client: PGlite, upgrade: () => Promise<void>) => Promise<void>,
): Promise<void> {
  const client = new PGlite();
  const db = drizzle({ client });
  try {
    await migrate(db, { migrationsFolder: migrationsBefore(tag) });
    await seedOlderCatalogue(client);
    await run(client, () => migrate(db, { migrationsFolder: migrations }));
  } finally {
    await client.close();
  }
}

/** The account that pays in the payment upgrades' rows. */
async function insertPayer(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ id: string }>(
    `insert into users (email, role_name, name) values ('payer@example.com', 'Angler', 'Payer') returning id`,
  );
  return rows[0]!.id;
}

describe('upgrading a database that holds data', () => {
  it('0008 gives the videos already logged their session', () =>
    onDatabaseBefore('0008_videos_by_session', async (client, upgrade) => {
      const { rows } = await client.query<{ log: string; session: string }>(`
        with owner as (insert into users (email, role_name, name) values ('old@example.com', 'Angler', 'Old') returning id),
             session as (insert into fishing_sessions (owner_id, start_at, finish_at, fishing_style)
                           select id, now() - interval '2 hours', now(), 'Offshore' from owner returning id),
             log as (insert into fish_logs (session_id, species_id, type, log_time, size_unit_id, weight_unit_id)
                       select session.id, (select id from species limit 1), 'Release', now(),
                              (select id from units where kind = 'size' limit 1), (select id from units where kind = 'weight' limit 1)
                         from session returning id, session_id)
        select id as log, session_id as session from log`);
      const [{ log, session }] = rows as [{ log: string; session: string }];
      await client.query(`insert into fish_log_videos (log_id, storage_key) values ($1, 'uploads/old.mp4')`, [
        log,
      ]);

      await upgrade();

      const videos = await client.query(`select session_id from fish_log_videos`);
      expect(videos.rows).toEqual([{ session_id: session }]);
    }));

  it('0012 keeps what accounts shared before profile details became private by default', () =>
    onDatabaseBefore('0012_private_profile_defaults', async (client, upgrade) => {
      await client.query(`
        insert into users (email, role_name, name) values
          ('never-saved@example.com', 'Angler', 'Old'), ('saved@example.com', 'Angler', 'Saved')`);
      await client.query(`
        insert into user_privacy (user_id, show_email, show_phone, show_profile_details, show_boats, show_experience)
        select id, true, false, false, false, true from users where email = 'saved@example.com'`);

      await upgrade();

      const { rows } = await client.query(`
        select u.email, p.show_email, p.show_profile_details, p.show_boats, p.position_visibility
          from users u join user_privacy p on p.user_id = u.id order by u.email`);
      expect(rows).toEqual([
        {
          email: 'never-saved@example.com',
          show_email: false,
          show_profile_details: true,
          show_boats: true,
          position_visibility: 'private',
        },
        {
          email: 'saved@example.com',
          show_email: true,
          show_profile_details: false,
          show_boats: false,
          position_visibility: 'private',
        },
      ]);
      // A row written without values now starts private.
      await client.query(
        `insert into users (email, role_name, name) values ('new@example.com', 'Angler', 'New')`,
      );
      const fresh = await client.query(`
        insert into user_privacy (user_id) select id from users where email = 'new@example.com'
        returning show_email, show_phone, show_profile_details`);
      expect(fresh.rows).toEqual([{ show_email: false, show_phone: false, show_profile_details: false }]);
    }));

  it('0015 gives media attached before cleaning a row for the cleaning job (ADR 004)', () =>
    onDatabaseBefore('0015_media_cleaning', async (client, upgrade) => {
      await client.query(`
        with owner as (insert into users (email, role_name, name, picture_url)
                         values ('old@example.com', 'Angler', 'Old', 'uploads/u/face.jpg') returning id),
             social as (insert into users (email, role_name, name, picture_url)
                          values ('social@example.com', 'Angler', 'Social', 'https://provider.example/me.png')),
             session as (insert into fishing_sessions (owner_id, start_at, finish_at, fishing_style)
                           select id, now() - interval '2 hours', now(), 'Offshore' from owner returning id, owner_id),
             log as (insert into fish_logs (session_id, species_id, type, log_time, size_unit_id, weight_unit_id)
                       select session.id, (select id from species limit 1), 'Release', now(),
                              (select id from units where kind = 'size' limit 1), (select id from units where kind = 'weight' limit 1)
                         from session returning id, session_id),
             video as (insert into fish_log_videos (log_id, session_id, storage_key, thumbnail_key)
                         select id, session_id, 'uploads/u/clip.mp4', 'uploads/u/poster.jpg' from log),
             backup as (insert into backup_media (owner_id, session_id, storage_key, content_type)
                          select owner_id, id, 'uploads/u/second.mov', 'video/quicktime' from session)
        insert into media_objects (key, owner_id, size_bytes)
          select 'uploads/u/clip.mp4', id, 1234 from owner`);

      await upgrade();

      const { rows } = await client.query(`
        select key, size_bytes, attached_at is not null as marked, cleaned_at from media_objects order by key`);
      // A social provider's picture URL is not ours to clean.
      expect(rows).toEqual([
        // Already known (uploaded after 0014): kept as it was, found by the job all the same.
        { key: 'uploads/u/clip.mp4', size_bytes: 1234, marked: false, cleaned_at: null },
        { key: 'uploads/u/face.jpg', size_bytes: 0, marked: true, cleaned_at: null },
        { key: 'uploads/u/poster.jpg', size_bytes: 0, marked: true, cleaned_at: null },
        { key: 'uploads/u/second.mov', size_bytes: 0, marked: true, cleaned_at: null },
      ]);
    }));

  it('0032 keeps each account reading temperatures on the scale it read before the choice existed', () =>
    onDatabaseBefore('0032_temperature_unit', async (client, upgrade) => {
      // Until 0032 the scale followed the length unit: inches (2) read Fahrenheit, centimetres Celsius.
      await client.query(`
        insert into users (email, role_name, name, size_unit_id) values
          ('inches@example.com', 'Angler', 'Inches', 2), ('cm@example.com', 'Angler', 'Cm', 1)`);

      await upgrade();

      const { rows } = await client.query(
        `select email, size_unit_id, temperature_unit from users order by email`,
      );
      expect(rows).toEqual([
        { email: 'cm@example.com', size_unit_id: 1, temperature_unit: 'celsius' },
        { email: 'inches@example.com', size_unit_id: 2, temperature_unit: 'fahrenheit' },
      ]);
      // From now on the two are apart: an account in inches may read Celsius, and nothing else is a scale.
      await client.query(`update users set temperature_unit = 'celsius' where email = 'inches@example.com'`);
      await expect(
        client.query(`update users set temperature_unit = 'kelvin' where email = 'cm@example.com'`),
      ).rejects.toThrow(/users_temperature_unit_check/);
    }));
  it('0035 marks the checkouts and ledger lines of the local test checkout as test money, and nothing else', () =>
    onDatabaseBefore('0035_test_money_refused_entries', async (client, upgrade) => {
      const payerId = await insertPayer(client);
      await client.query(
        `insert into payment_products (provider, provider_product_id, provider_price_id, name, description,
           unit_amount_cents, currency, created_by)
         values ('local', 'prod_l', 'price_l', 'Entry', '', 500, 'usd', $1),
                ('stripe', 'prod_s', 'price_s', 'Entry', '', 500, 'usd', $1)`,
        [payerId],
      );
      for (const provider of ['local', 'stripe']) {
        await client.query(
          `with product as (select id from payment_products where provider = $1),
           checkout as (
             insert into checkouts (provider, provider_session_id, checkout_url, return_path, request_key,
               user_id, payer_email, purpose, subject_id, product_id, description, quantity,
               unit_amount_cents, amount_cents, platform_fee_cents, currency, status, expires_at)
             select $1, 'cs_' || $1, 'https://pay', '/', 'key-' || $1, $2, 'payer@example.com',
               'tournament_entry', gen_random_uuid(), product.id, $1, 1, 500, 500, 0, 'usd', 'complete', now()
             from product returning id)
           insert into transactions (user_id, email, description, amount_cents, currency, type, merchant,
             status, payment_method, payment_type, activity_source, checkout_id)
           select $2, 'payer@example.com', $1, 500, 'usd', 'Credit', 'Other', 'Complete', 'Credit Card',
             'Tournament Subscription', 'Website', checkout.id from checkout`,
          [provider, payerId],
        );
      }
      // An attempt the client recorded has no checkout: nothing says it was test money.
      await client.query(
        `insert into transactions (user_id, email, description, amount_cents, currency, type, merchant,
           status, payment_method, payment_type, activity_source)
         values ($1, 'payer@example.com', 'attempt', 500, 'usd', 'Credit', 'Other', 'Rejected', 'Credit Card',
           'Tournament Subscription', 'Website')`,
        [payerId],
      );

      await upgrade();

      const checkouts = await client.query(
        `select provider, test_money, refused_at from checkouts order by provider`,
      );
      expect(checkouts.rows).toEqual([
        { provider: 'local', test_money: true, refused_at: null },
        { provider: 'stripe', test_money: false, refused_at: null },
      ]);
      const ledger = await client.query(
        `select description, test_money from transactions order by description`,
      );
      expect(ledger.rows).toEqual([
        { description: 'attempt', test_money: false },
        { description: 'local', test_money: true },
        { description: 'stripe', test_money: false },
      ]);
    }));

  it('0038 names each purchase by what was bought, leaving "entry" and "Refund" to the reader\'s language', () =>
    onDatabaseBefore('0038_purchase_names', async (client, upgrade) => {
      const payerId = await insertPayer(client);
      await client.query(
        `insert into payment_products (provider, provider_product_id, provider_price_id, name, description,
           unit_amount_cents, currency, created_by)
         values ('local', 'prod_l', 'price_l', 'Marlin Cup: entry', 'Entry to the tournament Marlin Cup', 500, 'usd', $1),
                ('local', 'prod_c', 'price_c', 'Club dues', 'A year of the club', 500, 'usd', $1)`,
        [payerId],
      );
      await client.query(
        `insert into local_pay_prices (id, product_id, name, description, unit_amount_cents, currency,
           idempotency_key)
         values ('price_l', 'prod_l', 'Marlin Cup: entry', 'Entry to the tournament Marlin Cup', 500, 'usd', 'k')`,
      );
      const {
        rows: [checkout],
      } = await client.query<{ id: string }>(
        `insert into checkouts (provider, provider_session_id, checkout_url, return_path, request_key, user_id,
           payer_email, purpose, subject_id, product_id, description, quantity, unit_amount_cents, amount_cents,
           platform_fee_cents, currency, status, expires_at)
         select 'local', 'cs_l', 'https://pay', '/', 'key-l', $1, 'payer@example.com', 'tournament_entry',
           gen_random_uuid(), id, 'Marlin Cup: entry', 1, 500, 500, 0, 'usd', 'complete', now()
         from payment_products where provider_price_id = 'price_l' returning id`,
        [payerId],
      );
      const ledger = (
        description: string,
        type: string,
        paymentType: string,
        refundOf: string | null = null,
      ) =>
        client.query<{ id: string }>(
          `insert into transactions (user_id, email, description, amount_cents, currency, type, merchant, status,
             payment_method, payment_type, activity_source, checkout_id, refund_of)
           values ($1, 'payer@example.com', $2, 500, 'usd', $3, 'Other', 'Complete', 'Credit Card', $4, 'Website',
             $5, $6) returning id`,
          [
            payerId,
            description,
            type,
            paymentType,
            paymentType === 'App Membership' ? null : checkout!.id,
            refundOf,
          ],
        );
      const paid = await ledger('Marlin Cup: entry', 'Credit', 'Tournament Subscription');
      await ledger('Refund: Marlin Cup: entry', 'Debit', 'Tournament Subscription', paid.rows[0]!.id);
      await ledger('Membership: entry', 'Credit', 'App Membership');

      await upgrade();

      const named = async (sql: string) => (await client.query(sql)).rows;
      expect(await named(`select description, type from transactions order by type, description`)).toEqual([
        { description: 'Marlin Cup', type: 'Credit' },
        { description: 'Membership: entry', type: 'Credit' },
        { description: 'Marlin Cup', type: 'Debit' },
      ]);
      expect(await named(`select description from checkouts`)).toEqual([{ description: 'Marlin Cup' }]);
      expect(await named(`select name, description from payment_products order by name`)).toEqual([
        { name: 'Club dues', description: 'A year of the club' },
        { name: 'Marlin Cup', description: '' },
      ]);
      expect(await named(`select name, description from local_pay_prices`)).toEqual([
        { name: 'Marlin Cup', description: '' },
      ]);
    }));

  it('0040 gives the seeded species, regions and localities their Spanish names, and any other its own', () =>
    onDatabaseBefore('0040_catalogue_spanish_names', async (client, upgrade) => {
      await client.query(
        `insert into species (name, scientific_name, fish_type_name) values ('Bench fish', 'Piscis probatus', 'Non Bill Fish')`,
      );
      await upgrade();
      const named = async (sql: string) => (await client.query(sql)).rows;
      expect(
        await named(
          `select name, name_es from species where name in ('Swordfish', 'Tarpon', 'Bench fish') order by name`,
        ),
      ).toEqual([
        { name: 'Bench fish', name_es: 'Bench fish' },
        { name: 'Swordfish', name_es: 'Pez espada' },
        { name: 'Tarpon', name_es: 'Sábalo' },
      ]);
      expect(await named(`select name_es from regions where name = 'Dominican Republic'`)).toEqual([
        { name_es: 'República Dominicana' },
      ]);
      expect(
        await named(`select name_es from localities where name in ('Panama City', 'Quepos') order by name`),
      ).toEqual([{ name_es: 'Ciudad de Panamá' }, { name_es: 'Quepos' }]);
      expect(await named(`select count(*)::int as missing from species where name_es is null`)).toEqual([
        { missing: 0 },
      ]);
      // The seed on the next start finds its data written and writes nothing more.
      expect(await seedCatalogue(drizzle({ client }) as unknown as Db)).toBe(false);
    }));
});
