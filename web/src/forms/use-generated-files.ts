import { useQueries } from '@tanstack/react-query';
import { useTRPC } from '../lib/trpc';
import type { FormFileInfo } from './form-state';

/** form_files.type of the documents the portal generated for a field (a download field's file). */
export const GENERATED_FILE_TYPE = 3;

/**
 * The generated documents of a submission, per field: get-form-files-by-data-id lists a field's files
 * across the submissions the caller may read, so only this submission's are kept.
 */
export function useGeneratedFiles(submissionId: number | null, formDataIds: number[]): { files: FormFileInfo[]; isPending: boolean } {
  const trpc = useTRPC();
  const queries = useQueries({
    queries:
      submissionId === null
        ? []
        : formDataIds.map((formDataId) => trpc.formFiles.listByDataId.queryOptions({ formDataId, type: GENERATED_FILE_TYPE })),
  });
  return {
    files: queries.flatMap((query) => query.data ?? []).filter((file) => file.formSubmissionId === submissionId),
    isPending: queries.some((query) => query.isPending),
  };
}
