import type { IsoDate } from '@portal/shared';

/**
 * The permissions on a document, weakest first: read, update (act on it as a task), manage (edit,
 * delete, initiate). A grant of one includes the weaker ones.
 */
export const DocumentPermission = { read: 'read', update: 'update', manage: 'manage' } as const;
export type DocumentPermission = (typeof DocumentPermission)[keyof typeof DocumentPermission];

export const PERMISSION_RANK: Record<DocumentPermission, number> = { read: 1, update: 2, manage: 3 };

/** The permissions that include `minimum`. */
export function permissionsAtLeast(minimum: DocumentPermission): DocumentPermission[] {
  return (Object.keys(PERMISSION_RANK) as DocumentPermission[]).filter(
    (permission) => PERMISSION_RANK[permission] >= PERMISSION_RANK[minimum],
  );
}

/** Who reads the documents: what the visibility rule and the lists judge by. */
export interface DocumentViewer {
  userId: number;
  companyCode: string;
  isAdmin: boolean;
  /** The viewer's employee number in the session's company, if they have one there. */
  employeeNo: string | null;
  /** Employees the viewer substitutes today: their workflow participations are the viewer's too. */
  substitutedEmployeeNos: string[];
  /** The business date the viewer's lists are judged on (near deadline, substitutions). */
  today: IsoDate;
}
