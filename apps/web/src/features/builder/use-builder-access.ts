import { can } from '@lp/shared/permissions';
import { useAuthStore } from '../../lib/auth-store.ts';

export interface BuilderAccess {
  /** Creators, admins, super admins: may create and change content. */
  canBuild: boolean;
  /** A manager's reduced builder: reads only. */
  readOnly: boolean;
  /** SPEC §2: managers get no report downloads. */
  mayDownloadReports: boolean;
  /** Team design (SPEC §6 app design: SuperAdmin, Admin). */
  canDesignApp: boolean;
  canDeleteProgram: boolean;
  canDeleteCourse: boolean;
}

/** What the signed-in user may do in the builder (SPEC §6 through `can`). */
export function useBuilderAccess(): BuilderAccess {
  const user = useAuthStore((state) => state.user);
  const canBuild = can(user, 'builder.view');
  return {
    canBuild,
    readOnly: !canBuild,
    mayDownloadReports: canBuild && !user?.license.isManager,
    canDesignApp: can(user, 'builder.appDesign'),
    canDeleteProgram: can(user, 'program.delete'),
    canDeleteCourse: can(user, 'course.delete'),
  };
}
