import type { User } from '@lp/shared/users/index';
import { api } from '../../../lib/api-client.ts';
import { fetchTeamFeatures } from '../../teams/index.ts';

/**
 * POST users/{id}/team_enrollment after registration or guest login, when the team has team
 * courses on (SPEC §7). A failure is only logged: the account exists and is signed in.
 */
export async function enrollInTeamCourses(user: User): Promise<void> {
  const features = await fetchTeamFeatures(user.team);
  if (!features.teamCourses) return;
  try {
    await api.post<{ enrolled: number }>(`users/${encodeURIComponent(user._id)}/team_enrollment`);
  } catch (error) {
    console.warn('[register] Team course enrolment failed', error);
  }
}
