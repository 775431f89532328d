/**
 * The text the documents list's free-text search runs over (form_submissions.search_text): the
 * document number, the form's names and every entry value, lower-cased. Multi-value fields are JSON:
 * their string and number leaves count, not the keys and brackets, so "vilnius" finds a trip row.
 */
export function buildSearchText(parts: {
  documentNo: string | null;
  formNames: readonly (string | null)[];
  values: readonly string[];
}): string {
  const words: string[] = [];
  if (parts.documentNo) words.push(parts.documentNo);
  for (const name of parts.formNames) if (name) words.push(name);
  for (const value of parts.values) words.push(...readableParts(value));
  return words
    .map((word) => word.trim())
    .filter((word) => word !== '')
    .join(' ')
    .toLowerCase();
}

function readableParts(value: string): string[] {
  const trimmed = value.trim();
  if (!trimmed.startsWith('[') && !trimmed.startsWith('{')) return [value];
  try {
    return leaves(JSON.parse(trimmed) as unknown);
  } catch {
    return [value];
  }
}

function leaves(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'number') return [String(value)];
  if (Array.isArray(value)) return value.flatMap(leaves);
  if (value && typeof value === 'object') return Object.values(value).flatMap(leaves);
  return [];
}
