import { LICENSE_TYPES, LIMITS, type LicenseType } from '@lp/shared/constants';
import { normalizeLicenseType } from '@lp/shared/permissions';
import { type ImportRowError, SEGMENTATION_FIELDS, USER_ADMIN_MESSAGES } from '@lp/shared/users/admin';
import {
  hasControlCharacter,
  isValidEmail,
  isValidPassword,
  isValidUsername,
  VALIDATION_MESSAGES,
} from '@lp/shared/validation';
import type { Db } from '../../db/client';
import type { NewUserRow, UserRow } from '../../db/schema';
import { teamCourseNames } from './admin.repo';
import type { Caller } from './admin.service';
import { isTeamAdmin } from './admin.service';
import type { RawImportRow } from './import.parse';
import { teamUsersByUsernames, usersByPhones, usersByUsernames } from './import.repo';

/** A row that passed every check: what to write for it. */
export interface PlannedRow {
  line: number;
  username: string;
  /** The team's user this row updates; absent for a new user. */
  existing: UserRow | undefined;
  values: Omit<NewUserRow, 'teamId' | 'username'>;
  courseIds: string[];
  managerUsername: string | null;
  /** The password column (checked against SPEC §5; hashed when written). */
  password: string | null;
}

const LICENSES = new Map<string, LicenseType>(LICENSE_TYPES.map((type) => [type.toLowerCase(), type]));

/** The course column lists course names or ids, separated by ";" or "|". */
const splitCourses = (text: string | undefined) =>
  (text ?? '')
    .split(/[;|]/)
    .map((part) => part.trim())
    .filter(Boolean);

/**
 * Checks every row against SPEC §5 and the team's data, without writing: the rows to write and,
 * for each bad row, every problem it has (messages of SPEC §5 where SPEC gives one).
 */
export async function planImport(db: Db, caller: Caller, raw: RawImportRow[]) {
  const teamId = caller.user.teamId;
  const superAdmin = isTeamAdmin(caller) && normalizeLicenseType(caller.user.licenseType) === 'SuperAdmin';
  const usernames = raw.map((row) => (row.cells.username ?? '').trim().toLowerCase());
  const phones = raw.map((row) => row.cells.phone ?? '').filter(Boolean);
  const managerNames = [
    ...new Set(raw.map((row) => row.cells.manager_username?.toLowerCase() ?? '').filter(Boolean)),
  ];

  const [known, phoneOwners, managers, courses] = await Promise.all([
    usersByUsernames(db, usernames.filter(Boolean)),
    usersByPhones(db, phones),
    teamUsersByUsernames(db, teamId, managerNames),
    teamCourseNames(db, teamId),
  ]);
  const byUsername = new Map(known.map((user) => [user.username.toLowerCase(), user]));
  const phoneOwner = new Map(phoneOwners.map((owner) => [owner.phone, owner.id]));
  const teamManagers = new Set(managers.map((manager) => manager.username.toLowerCase()));
  const courseByKey = new Map<string, string>();
  for (const course of courses) {
    courseByKey.set(course.id, course.id);
    courseByKey.set(course.name.trim().toLowerCase(), course.id);
  }
  const seenUsernames = new Map<string, number>();
  for (const name of usernames) seenUsernames.set(name, (seenUsernames.get(name) ?? 0) + 1);
  const seenPhones = new Map<string, number>();
  for (const phone of phones) seenPhones.set(phone, (seenPhones.get(phone) ?? 0) + 1);

  const planned: PlannedRow[] = [];
  const errors: ImportRowError[] = [];
  raw.forEach((row, index) => {
    const cells = row.cells;
    const username = usernames[index] ?? '';
    const problems: string[] = [];
    const existing = byUsername.get(username);
    if (!username) problems.push(USER_ADMIN_MESSAGES.usernameRequired);
    else if (!isValidUsername(username)) problems.push(VALIDATION_MESSAGES.usernameUnavailable);
    else if ((seenUsernames.get(username) ?? 0) > 1) problems.push(USER_ADMIN_MESSAGES.duplicateInFile);
    else if (existing && (existing.teamId !== teamId || existing.deletedAt)) {
      problems.push(VALIDATION_MESSAGES.usernameUnavailable);
    }

    const texts = [cells.first_name, cells.last_name, ...SEGMENTATION_FIELDS.map((field) => cells[field])];
    if (texts.some((text) => text && (hasControlCharacter(text) || text.length > 200))) {
      problems.push(VALIDATION_MESSAGES.controlCharacters);
    }
    const email = cells.email || null;
    if (email && !isValidEmail(email)) problems.push(VALIDATION_MESSAGES.emailMalformed);
    const password = cells.password || null;
    if (password && !isValidPassword(password)) problems.push(VALIDATION_MESSAGES.passwordInvalid);
    const phone = cells.phone || null;
    if (phone && phone.length !== LIMITS.phoneLength) problems.push(VALIDATION_MESSAGES.phoneInvalid);
    else if (phone) {
      const owner = phoneOwner.get(phone);
      if ((seenPhones.get(phone) ?? 0) > 1 || (owner && owner !== existing?.id)) {
        problems.push(USER_ADMIN_MESSAGES.phoneTaken);
      }
    }

    const licenseText = cells.license?.toLowerCase();
    const license = licenseText ? LICENSES.get(licenseText) : undefined;
    if (licenseText && !license) problems.push(USER_ADMIN_MESSAGES.licenseUnknown);
    const changesSuperAdmin =
      (license === 'SuperAdmin' && existing?.licenseType !== 'SuperAdmin') ||
      (existing?.licenseType === 'SuperAdmin' && license !== undefined && license !== 'SuperAdmin');
    if (changesSuperAdmin && !superAdmin) problems.push(USER_ADMIN_MESSAGES.superAdminOnly);

    const managerUsername = cells.manager_username?.toLowerCase() || null;
    if (managerUsername) {
      const inFile = (seenUsernames.get(managerUsername) ?? 0) === 1;
      if (managerUsername === username) problems.push(USER_ADMIN_MESSAGES.managerUnknown);
      else if (!teamManagers.has(managerUsername) && !inFile)
        problems.push(USER_ADMIN_MESSAGES.managerUnknown);
    }

    const courseIds: string[] = [];
    for (const key of splitCourses(cells.courses)) {
      const id = courseByKey.get(key.toLowerCase()) ?? courseByKey.get(key);
      if (id) courseIds.push(id);
      else problems.push(`${USER_ADMIN_MESSAGES.courseUnknown}: "${key.slice(0, 100)}".`);
    }

    if (problems.length > 0) {
      errors.push({ row: row.line, username: (cells.username ?? '').slice(0, 64), errors: problems });
      return;
    }
    const details: Record<string, unknown> = { ...(existing?.details ?? {}) };
    for (const field of SEGMENTATION_FIELDS) if (cells[field]) details[field] = cells[field];
    const values: PlannedRow['values'] = {
      ...(cells.first_name ? { firstName: cells.first_name } : {}),
      ...(cells.last_name ? { lastName: cells.last_name } : {}),
      ...(email ? { email } : {}),
      ...(phone ? { phone } : {}),
      ...(license
        ? { licenseType: license, licenseName: license, creatorLicense: license !== 'Learner' }
        : {}),
      details,
    };
    planned.push({
      line: row.line,
      username,
      existing,
      values,
      courseIds: [...new Set(courseIds)],
      managerUsername,
      password,
    });
  });
  // A manager named only in the file must itself be a row that is written.
  const writtenNames = new Set(planned.map((row) => row.username));
  const valid: PlannedRow[] = [];
  for (const row of planned) {
    if (
      row.managerUsername &&
      !teamManagers.has(row.managerUsername) &&
      !writtenNames.has(row.managerUsername)
    ) {
      errors.push({ row: row.line, username: row.username, errors: [USER_ADMIN_MESSAGES.managerUnknown] });
    } else valid.push(row);
  }
  errors.sort((a, b) => a.row - b.row);
  return { planned: valid, errors };
}
