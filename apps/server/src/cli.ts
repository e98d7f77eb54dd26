import { loadConfig } from './config';
import { openConfiguredDatabase } from './db/open-database';
import { seedCatalogue } from './db/seed/seed-catalogue';
import { describeStartupError } from './startup-error';

const USAGE = 'usage: tightlines-cli <migrate|seed>';

/** Maintenance commands on the configured database: `migrate` applies migrations, `seed` loads the catalogue. */
async function run(command: string | undefined): Promise<void> {
  if (command !== 'migrate' && command !== 'seed') throw new Error(USAGE);
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    await database.migrate();
    console.log('migrations applied');
    if (command === 'seed')
      console.log((await seedCatalogue(database.db)) ? 'catalogue seeded' : 'catalogue already up to date');
  } finally {
    await database.close();
  }
}

run(process.argv[2]).catch((error: unknown) => {
  process.stderr.write(`tightlines: ${describeStartupError(error)}\n`);
  process.exit(1);
});
