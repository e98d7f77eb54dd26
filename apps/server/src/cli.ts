import { PERMISSIONS, type Permission } from '@tightlines/domain';
import { loadConfig } from './config';
import type { Database } from './db/database';
import { openConfiguredDatabase } from './db/open-database';
import { seedCatalogue } from './db/seed/seed-catalogue';
import { getUserByEmail, grantPermission, revokePermission } from './modules/users';
import { describeFailedMail, listFailedMail, retryFailedMail } from './platform/mail/delivery';
import { describeStartupError } from './startup-error';

const USAGE = `usage:
  migrate                      apply the database migrations
  seed                         load the catalogue
  grant <email> <PERMISSION>   give a user a permission on top of their role's
  revoke <email> <PERMISSION>  take it back
  mail failed                  the mail the mail server refused or that was given up, and why
  mail retry <id>              send a failed mail again (with SMTP_URL set)
permissions: ${PERMISSIONS.join(', ')}`;

class UsageError extends Error {}

const commands: Record<string, (database: Database, args: string[]) => Promise<string>> = {
  migrate: async () => 'migrations applied',
  seed: async ({ db }) => ((await seedCatalogue(db)) ? 'catalogue seeded' : 'catalogue already up to date'),
  grant: async ({ db }, args) => {
    const { userId, email, permission } = await resolveGrant(db, args);
    await grantPermission(db, userId, permission);
    return `${email} now holds ${permission}`;
  },
  revoke: async ({ db }, args) => {
    const { userId, email, permission } = await resolveGrant(db, args);
    await revokePermission(db, userId, permission);
    return `${email} no longer holds ${permission} (unless their role gives it)`;
  },
  mail: async ({ db }, [action, id]) => {
    if (action === 'failed' && id === undefined) return describeFailedMail(await listFailedMail(db));
    if (action === 'retry' && id !== undefined) {
      if (!UUID.test(id) || !(await retryFailedMail(db, id, new Date()))) {
        throw new Error(`no failed mail with the id ${id}`);
      }
      return `mail ${id} queued again: the next delivery run sends it`;
    }
    throw new UsageError(USAGE);
  },
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function resolveGrant(db: Database['db'], [email, permission]: string[]) {
  if (!email || !permission) throw new UsageError(USAGE);
  if (!(PERMISSIONS as readonly string[]).includes(permission))
    throw new UsageError(`unknown permission ${permission}\n${USAGE}`);
  const user = await getUserByEmail(db, email);
  if (!user) throw new Error(`no account with the e-mail ${email}`);
  return { userId: user.id, email: user.email, permission: permission as Permission };
}

/** Maintenance commands on the configured database (`npm run admin -- <command>`). */
async function run([command, ...args]: string[]): Promise<void> {
  const action = command ? commands[command] : undefined;
  if (!action) throw new UsageError(USAGE);
  const database = await openConfiguredDatabase(loadConfig());
  try {
    await database.migrate();
    console.log(await action(database, args));
  } finally {
    await database.close();
  }
}

run(process.argv.slice(2)).catch((error: unknown) => {
  process.stderr.write(
    error instanceof UsageError ? `${error.message}\n` : `tightlines: ${describeStartupError(error)}\n`,
  );
  process.exit(error instanceof UsageError ? 2 : 1);
});
