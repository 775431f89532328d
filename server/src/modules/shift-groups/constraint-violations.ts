// Refusals of the database that the checks before a write already stand for: two people saving at the
// same moment both pass a check, and the index or foreign key lets one through. The other gets the
// answer the check would have given, not a server error.

function sqlStateOf(error: unknown): { code?: unknown; constraint?: unknown } {
  return typeof error === 'object' && error !== null ? (error as { code?: unknown; constraint?: unknown }) : {};
}

/** A unique index refused the row (SQLSTATE 23505), the named index when given. */
export function isUniqueViolation(error: unknown, indexName?: string): boolean {
  const { code, constraint } = sqlStateOf(error);
  return code === '23505' && (indexName === undefined || constraint === indexName);
}

/** A foreign key refused a delete because rows still point at the row (SQLSTATE 23503). */
export function isForeignKeyViolation(error: unknown): boolean {
  return sqlStateOf(error).code === '23503';
}
