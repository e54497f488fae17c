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
import { seedDemoHistory } from './demo-history';
import { seedDemoColleagues } from './demo-people';
import { type DemoMotif, type DemoPicture, seedDemoPictures } from './demo-pictures';
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

/** Background gradients of the demo pictures, in turn. */
const PICTURE_COLORS: [string, string][] = [
  ['#1864ab', '#4dabf7'],
  ['#087f5b', '#38d9a9'],
  ['#c2255c', '#f783ac'],
  ['#5f3dc4', '#9775fa'],
  ['#e8590c', '#ffa94d'],
  ['#0b7285', '#3bc9db'],
];
const ARTICLE_MOTIFS: Record<string, DemoMotif> = { article: 'calendar', faq: 'question', news: 'news' };

const picture = (
  kind: DemoPicture['kind'],
  id: string,
  name: string,
  motif: DemoMotif,
  turn: number,
): DemoPicture => ({
  kind,
  id,
  name: `${name}.png`,
  motif,
  colors: PICTURE_COLORS[turn % PICTURE_COLORS.length] ?? ['#1864ab', '#4dabf7'],
});

export interface DemoSeedOptions {
  /**
   * Receives the colleagues' sixty days of history (sent through the tracker, which takes several
   * seconds) to run later, e.g. once the server listens, instead of running it before returning.
   */
  later?: (history: () => Promise<void>) => void;
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
export async function seedDemo(
  db: Db,
  config: DemoSeedConfig,
  options: DemoSeedOptions = {},
): Promise<DemoCredential[]> {
  const team = await createTeam(db, {
    name: DEMO_TEAM,
    title: 'Demo Company',
    languages: ['en', 'de', 'hi', 'mr', 'bn', 'kn', 'ml', 'ta', 'te'],
    // Anyone may join the demo team, so the README's sign-up journey works.
    signupPolicy: 'open',
    // The demo shows every format, so its creators may add SCORM decks too (off by default, SPEC §9).
    enabledFormats: [...DEFAULT_ENABLED_FORMATS, 'scorm', 'scormexam'],
    // Colleagues earn coins and spend a few in the rewards shop.
    features: { coins: true },
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
  const allArticles = [...content.articles, ...showcase.articles].map(({ row }) => row);
  await seedDemoPictures(db, config, { teamId: team.id, ownerId: creatorId }, [
    picture('course', content.welcomeCourse.id, 'welcome', 'office', 0),
    picture('course', content.securityCourse.id, 'security', 'shield', 1),
    picture('course', content.serviceCourse.id, 'customer-service', 'chat', 2),
    picture('course', showcase.course.id, 'formats-showcase', 'shapes', 3),
    picture('program', content.programId, 'onboarding-essentials', 'path', 4),
    ...allArticles.map((article, index) =>
      picture(
        'article',
        article.id,
        `article-${index + 1}`,
        ARTICLE_MOTIFS[article.readerType] ?? 'news',
        index + 5,
      ),
    ),
  ]);
  // Forty colleagues with sixty days of learning, so boards, reports and analytics have shapes.
  const colleagues = await seedDemoColleagues(
    db,
    { user: superAdmin, team },
    accountOf.manager,
    demoCourses.map((c) => c.id),
  );
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
  const history = () =>
    seedDemoHistory(db, team, colleagues, { courses: demoCourses, articles: allArticles });
  if (options.later) options.later(history);
  else await history();
  return credentials;
}
