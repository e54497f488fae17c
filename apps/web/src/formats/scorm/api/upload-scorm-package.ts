import { SCORM_PATHS, type ScormPackage } from '@lp/shared/formats/scorm';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { scormPackageKey } from './get-scorm-package.ts';

/** POST formats/scorm/upload (multipart field `file`): unpacks the zip and returns the package. */
export async function uploadScormPackage(file: File): Promise<ScormPackage> {
  const form = new FormData();
  form.append('file', file);
  return api.post<ScormPackage>(SCORM_PATHS.upload, form);
}

export function useUploadScormPackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadScormPackage,
    onSuccess: (created) => queryClient.setQueryData(scormPackageKey(created._id), created),
  });
}
