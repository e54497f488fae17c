import type { Db } from '../db/client';
import { setManager } from '../modules/users/hierarchy.service';

/**
 * The demo manager's team for /manager: the demo learner (enrolled in every demo course) reports
 * to the demo manager, as an admin would set it on /builder/users.
 */
export async function seedDemoHierarchy(db: Db, teamId: string, managerId: string, learnerId: string) {
  await db.transaction((tx) => setManager(tx, teamId, learnerId, managerId));
}
