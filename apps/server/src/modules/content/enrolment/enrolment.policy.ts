import { can, type LicenseHolder } from '@lp/shared/permissions';
import type { TeamRow, UserRow } from '../../../db/schema';
import { forbidden } from '../../../lib/http-errors';

export interface Caller {
  user: UserRow;
  team: TeamRow;
}

/**
 * The two fields `can` reads. Built here rather than with the users service's presenter: the
 * users service enrols users through this module's rules, and importing it back made a circle.
 */
const holder = ({ user }: Caller): LicenseHolder => ({
  license: { license_type: user.licenseType, isManager: user.isManager },
});

/** Creators and admins (builder.view) and managers may see who is enrolled and search users. */
export function assertMayViewLearners(caller: Caller): void {
  const who = holder(caller);
  if (!can(who, 'builder.view') && !can(who, 'manager.view')) throw forbidden();
}

/** Only builder.view may enrol, remove or change rules; managers read only. */
export function assertMayChangeEnrolment(caller: Caller): void {
  if (!can(holder(caller), 'builder.view')) throw forbidden();
}
