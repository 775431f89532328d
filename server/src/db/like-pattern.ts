/** A LIKE pattern matching `text` anywhere, with the wildcards % and _ in it taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
