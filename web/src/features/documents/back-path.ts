import { readSession, SessionKey } from '../../lib/storage';

/**
 * Where Back leads from a document: the stored back path (spec 1 §9 back_path, an app path with or
 * without its leading slash), else my applications for an application, else the documents list.
 */
export function backPathOf(isApplication: boolean): string {
  const stored = readSession(SessionKey.backPath)?.trim();
  if (stored) {
    // Only a path inside the portal: a stored address of another site is ignored.
    const target = new URL(stored.startsWith('/') ? stored : `/${stored}`, window.location.origin);
    if (target.origin === window.location.origin) return `${target.pathname}${target.search}`;
  }
  return isApplication ? '/applications/my-applications' : '/documents';
}

/** The address of a saved submission: applications and documents have their own routes. */
export function submissionPathOf(id: number, isApplication: boolean): string {
  return isApplication ? `/applications/view-application/${id}` : `/documents/view/${id}`;
}
