import { can } from '@lp/shared/permissions';
import type { User } from '@lp/shared/users/index';
import { useAuthStore } from '../../lib/auth-store.ts';
import { isPortrait } from '../../lib/device.ts';
import { takeRedirectPath } from '../../lib/session.ts';
import { fetchTeamFeatures } from '../teams/index.ts';

export const BUILDER_PATH = '/builder';
/** The welcome screen after registration (also reached by token login with userStatus=new). */
export const REGISTERED_PATH = '/builder/registered';

/**
 * SPEC §2: a signed-in user on a login path goes to the builder when the device is not portrait,
 * the team has builder routing on and the license may see the builder; otherwise to the page they
 * came from, or home. The remembered page is forgotten either way.
 */
export async function signedInDestination(user: User | null): Promise<string> {
  if (user && !isPortrait() && can(user, 'builder.view')) {
    const features = await fetchTeamFeatures(user.team);
    if (features.builderRouting) {
      useAuthStore.getState().setRedirectPath(null);
      return BUILDER_PATH;
    }
  }
  return takeRedirectPath();
}
