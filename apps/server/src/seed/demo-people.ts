import type { Database } from '../db/client';
import type { TeamRow, UserRow } from '../db/schema';
import { enrolUserInCourses } from '../modules/content/enrolment/user-enrolment.service';
import { importUsers } from '../modules/users/import.service';
import { findUserByUsername } from '../modules/users/service';

const FIRST = [
  'Aarav',
  'Anika',
  'Ben',
  'Chitra',
  'Daniel',
  'Deepa',
  'Elena',
  'Farhan',
  'Greta',
  'Harish',
  'Ines',
  'Jonas',
  'Kavya',
  'Lukas',
  'Meera',
  'Nikhil',
  'Olivia',
  'Pooja',
  'Rahul',
  'Sofia',
  'Tanvir',
  'Uma',
  'Vikram',
  'Wiebke',
  'Yusuf',
  'Zara',
  'Arjun',
  'Bianca',
  'Carlos',
  'Divya',
  'Emil',
  'Fatima',
  'Gopal',
  'Hannah',
  'Ishaan',
  'Jana',
  'Karthik',
  'Lena',
  'Manoj',
  'Nadia',
];
const LAST = [
  'Sharma',
  'Becker',
  'Iyer',
  'Nair',
  'Schulz',
  'Kulkarni',
  'Rossi',
  'Ahmed',
  'Wagner',
  'Reddy',
  'Costa',
  'Fischer',
  'Menon',
  'Hoffmann',
  'Patil',
  'Das',
  'Brown',
  'Joshi',
  'Gupta',
  'Weber',
];
/** Where the colleagues work: offices of the demo company with their zone. */
const OFFICES = [
  { branch: 'Berlin', zone: 'Europe' },
  { branch: 'Munich', zone: 'Europe' },
  { branch: 'Pune', zone: 'India West' },
  { branch: 'Mumbai', zone: 'India West' },
  { branch: 'Bengaluru', zone: 'India South' },
  { branch: 'Chennai', zone: 'India South' },
];
const DEPARTMENTS = ['Sales', 'Customer Support', 'Engineering', 'Operations', 'People', 'Finance'];
/** How many of the colleagues report to the demo manager (shown on /manager). */
const MANAGER_REPORTS = 6;

export const DEMO_COLLEAGUE_COUNT = FIRST.length;

/**
 * The demo team's colleagues: 40 learners across departments, zones and branches, added with the
 * bulk user import as an admin would upload a file, and enrolled in the demo courses.
 */
export async function seedDemoColleagues(
  db: Database,
  caller: { user: UserRow; team: TeamRow },
  manager: UserRow | undefined,
  courseIds: string[],
): Promise<UserRow[]> {
  const usernames = FIRST.map((first, i) => `${first}${LAST[i % LAST.length]}`.toLowerCase());
  const report = await importUsers(
    db,
    caller,
    FIRST.map((first, i) => {
      const office = OFFICES[i % OFFICES.length];
      return {
        line: i + 2,
        cells: {
          username: usernames[i],
          first_name: first,
          last_name: LAST[i % LAST.length],
          email: `${usernames[i]}@demo.example`,
          license: 'Learner',
          department: DEPARTMENTS[(i * 5) % DEPARTMENTS.length],
          branch: office?.branch,
          zone: office?.zone,
          company: 'Demo Company',
          ...(manager && i < MANAGER_REPORTS ? { manager_username: manager.username } : {}),
        },
      };
    }),
    { dryRun: false },
  );
  if (report.errors.length > 0) throw new Error(`Demo colleagues: ${JSON.stringify(report.errors)}`);
  const people: UserRow[] = [];
  for (const username of usernames) {
    const user = await findUserByUsername(db, username);
    if (!user) continue;
    await enrolUserInCourses(db, { teamId: caller.team.id, userId: user.id, courseIds, source: 'admin' });
    people.push(user);
  }
  return people;
}
