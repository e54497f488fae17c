import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LicenseType } from '@lp/shared/constants';
import { DEFAULT_ENABLED_FORMATS } from '@lp/shared/teams';
import type { Db } from '../db/client';
import type { UserRow } from '../db/schema';
import { generatePassword } from '../lib/passwords';
import { enrolUserInCourses } from '../modules/content/enrolment/user-enrolment.service';
import { createTeam, hasTeams, updateTeam } from '../modules/teams/service';
import { createUser, toUserResponse } from '../modules/users/service';
import { type DemoSeedConfig, seedDemoMedia } from './demo-assets';
import { seedDemoContent } from './demo-content';
import { seedFormatsShowcase } from './demo-formats';
import { seedDemoHierarchy } from './demo-hierarchy';
import { seedDemoSocial } from './demo-social';
import { DEMO_HOME_TAGS, seedDemoTags } from './demo-tags';

export type { DemoSeedConfig } from './demo-assets';

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
export async function isEmptyDatabase(db: Db): Promise<boolean> {
  return !(await hasTeams(db));
}

/**
 * Creates the `demo` team with one account per role, random passwords, a program, courses with
 * topics and decks, a "Formats Showcase" course and articles that hold every content format,
 * tags with home carousels, and enrols the demo learner in every course. The uploaded demo files
 * go to the asset store and SCORM folder of `config.dataDir`. The passwords are returned and, when
 * a data directory exists, written to DATA_DIR/demo-credentials.txt.
 */
export async function seedDemo(db: Db, config: DemoSeedConfig): Promise<DemoCredential[]> {
  const team = await createTeam(db, {
    name: DEMO_TEAM,
    title: 'Demo Company',
    languages: ['en', 'de', 'hi', 'mr', 'bn', 'kn', 'ml', 'ta', 'te'],
    // Anyone may join the demo team, so the README's sign-up journey works.
    signupPolicy: 'open',
    // The demo shows every format, so its creators may add SCORM decks too (off by default, SPEC §9).
    enabledFormats: [...DEFAULT_ENABLED_FORMATS, 'scorm', 'scormexam'],
  });
  const credentials: DemoCredential[] = [];
  const accountOf: Record<string, UserRow> = {};
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
    accountOf[account.role] = user;
    credentials.push({ role: account.role, username: account.username, password });
  }
  const creatorId = accountOf.creator?.id;
  const learnerId = accountOf.learner?.id;
  const superAdmin = accountOf.superadmin;
  if (!creatorId || !learnerId || !superAdmin)
    throw new Error('The demo accounts need a super admin, a creator and a learner');
  const content = await seedDemoContent(db, team.id, creatorId);
  const media = await seedDemoMedia(db, config, team.id, creatorId);
  const showcase = await seedFormatsShowcase(db, team.id, creatorId, media, {
    securityCourse: content.securityCourse.identifier,
    serviceCourse: content.serviceCourse.identifier,
  });
  const demoCourses = [content.welcomeCourse, content.securityCourse, content.serviceCourse, showcase.course];
  await seedDemoTags(db, team.id, [
    { kind: 'program', id: content.programId, tags: ['Onboarding'] },
    { kind: 'course', id: content.welcomeCourse.id, tags: ['Onboarding'] },
    { kind: 'course', id: content.securityCourse.id, tags: ['Security', 'Onboarding'] },
    { kind: 'course', id: content.serviceCourse.id, tags: ['Sales'] },
    { kind: 'course', id: showcase.course.id, tags: ['Onboarding', 'Security', 'Sales', 'Wellbeing'] },
    ...[...content.articles, ...showcase.articles].map(({ row, tags }) => ({
      kind: 'article' as const,
      id: row.id,
      tags,
    })),
  ]);
  // The home carousels, set as the team's super admin would in the admin panel.
  const actor = { teamId: team.id, ...toUserResponse(superAdmin, team) };
  await updateTeam(db, actor, team.id, { homeTags: DEMO_HOME_TAGS });
  await enrolUserInCourses(db, {
    teamId: team.id,
    userId: learnerId,
    courseIds: demoCourses.map((course) => course.id),
    source: 'admin',
  });
  if (accountOf.manager) await seedDemoHierarchy(db, team.id, accountOf.manager.id, learnerId);
  const creator = accountOf.creator;
  if (creator)
    await seedDemoSocial(
      db,
      config,
      team,
      { creator, learner: accountOf.learner ?? creator },
      content.welcomeCourse.id,
    );
  if (config.dataDir) {
    const lines = credentials.map((c) => `${c.role} ${c.username} ${c.password}`);
    writeFileSync(path.join(config.dataDir, 'demo-credentials.txt'), `${lines.join('\n')}\n`, {
      mode: 0o600,
    });
  }
  return credentials;
}
