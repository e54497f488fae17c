import { type Db, openDatabase } from '../../../apps/server/src/db/client';
import { runMigrations } from '../../../apps/server/src/db/migrate';
import { hashPassword } from '../../../apps/server/src/modules/auth/passwords';
import { createTeam } from '../../../apps/server/src/modules/teams/service';

/** The password of every bench user. */
export const FIXTURE_PASSWORD = 'Bench@pass1';

/**
 * Opens the bench database, migrates it, creates a team and hashes the shared password once (so
 * seeding many users takes seconds), runs `seed` with them, and closes the database.
 */
export async function seedTeamFixture<Result>(
  options: { databaseUrl: string | undefined; dataDir: string },
  team: { name: string; title: string },
  seed: (ctx: { db: Db; team: { id: string }; passwordHash: string }) => Promise<Result>,
): Promise<Result> {
  const handle = await openDatabase({
    databaseUrl: options.databaseUrl,
    dataDir: options.dataDir,
    poolSize: 2,
  });
  try {
    await runMigrations(handle);
    const created = await createTeam(handle.db, team);
    const passwordHash = await hashPassword(FIXTURE_PASSWORD);
    return await seed({ db: handle.db, team: created, passwordHash });
  } finally {
    await handle.close();
  }
}
