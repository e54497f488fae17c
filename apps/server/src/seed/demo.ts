import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LicenseType } from '@lp/shared/constants';
import { count } from 'drizzle-orm';
import type { Database } from '../db/client';
import { teams } from '../db/schema';
import { generatePassword } from '../lib/passwords';
import { createTeam } from '../modules/teams/service';
import { createUser } from '../modules/users/service';
import { seedDemoContent } from './demo-content';

export const DEMO_TEAM = 'demo';

const DEMO_ACCOUNTS: {
  role: string;
  username: string;
  license: LicenseType;
  manager: boolean;
  first: string;
  last: string;
}[] = [
  {
    role: 'superadmin',
    username: 'demosuperadmin',
    license: 'SuperAdmin',
    manager: false,
    first: 'Sam',
    last: 'Super',
  },
  { role: 'admin', username: 'demoadmin', license: 'Admin', manager: false, first: 'Asha', last: 'Admin' },
  {
    role: 'creator',
    username: 'democreator',
    license: 'Creator',
    manager: false,
    first: 'Chris',
    last: 'Creator',
  },
  {
    role: 'manager',
    username: 'demomanager',
    license: 'Learner',
    manager: true,
    first: 'Maya',
    last: 'Manager',
  },
  {
    role: 'learner',
    username: 'demolearner',
    license: 'Learner',
    manager: false,
    first: 'Leo',
    last: 'Learner',
  },
];

export interface DemoCredential {
  role: string;
  username: string;
  password: string;
}

/** True when the database holds no team yet: the only time the demo seed runs on its own. */
export async function isEmptyDatabase(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(teams);
  return (row?.n ?? 0) === 0;
}

/**
 * Creates the `demo` team with one account per role, random passwords and a few courses, topics
 * and articles. The passwords are
 * returned and, when a data directory exists, written to DATA_DIR/demo-credentials.txt.
 */
export async function seedDemo(db: Database, dataDir: string | undefined): Promise<DemoCredential[]> {
  const team = await createTeam(db, {
    name: DEMO_TEAM,
    title: 'Demo Company',
    languages: ['en', 'de', 'hi', 'mr', 'bn', 'kn', 'ml', 'ta', 'te'],
  });
  const credentials: DemoCredential[] = [];
  let creatorId = '';
  for (const account of DEMO_ACCOUNTS) {
    const password = generatePassword();
    const user = await createUser(db, {
      teamId: team.id,
      username: account.username,
      password,
      licenseType: account.license,
      isManager: account.manager,
      firstName: account.first,
      lastName: account.last,
      email: `${account.username}@demo.example`,
    });
    if (account.role === 'creator') creatorId = user.id;
    credentials.push({ role: account.role, username: account.username, password });
  }
  await seedDemoContent(db, team.id, creatorId);
  if (dataDir) {
    const lines = credentials.map((c) => `${c.role} ${c.username} ${c.password}`);
    writeFileSync(path.join(dataDir, 'demo-credentials.txt'), `${lines.join('\n')}\n`, { mode: 0o600 });
  }
  return credentials;
}
