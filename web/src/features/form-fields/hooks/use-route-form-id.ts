import { RecordIdSchema } from '@portal/shared';
import { useParams } from 'react-router';

/** The form id of the form editor's address (/admin/documents/edit-form/{id}/…), or null when it names none. */
export function useRouteFormId(): number | null {
  const parsed = RecordIdSchema.safeParse(useParams().id);
  return parsed.success ? parsed.data : null;
}
