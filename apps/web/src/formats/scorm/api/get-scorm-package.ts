import { SCORM_PATHS, type ScormPackage } from '@lp/shared/formats/scorm';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const scormPackageKey = (packageId: string) => ['formats', 'scorm', 'package', packageId] as const;

/** GET formats/scorm/packages/{packageId}: title, version and launch file (builders). */
export async function getScormPackage(packageId: string): Promise<ScormPackage> {
  return api.get<ScormPackage>(SCORM_PATHS.package(packageId));
}

export const scormPackageQueryOptions = (packageId: string) =>
  queryOptions({ queryKey: scormPackageKey(packageId), queryFn: () => getScormPackage(packageId) });

export function useScormPackage(packageId: string | undefined) {
  return useQuery({ ...scormPackageQueryOptions(packageId ?? ''), enabled: Boolean(packageId) });
}
