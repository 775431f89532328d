/**
 * The per-field search of the documents list (spec 1 §9): `fieldId[value]` items separated by commas,
 * kept as one string in session storage and in the get-documents filter. A value may hold commas and
 * brackets: inside the brackets only a backslash and a closing bracket are escaped (`\\`, `\]`), so a
 * value without them reads as it always did, and `\` before any other character stands for it.
 */
export interface AdvancedSearchItem {
  fieldId: string;
  value: string;
}

const FIELD_ID = /^[^[\],\\\s]+$/;

function escapeValue(value: string): string {
  return value.replace(/[\\\]]/g, (character) => `\\${character}`);
}

export function formatAdvancedSearch(items: readonly AdvancedSearchItem[]): string {
  return items.map((item) => `${item.fieldId}[${escapeValue(item.value)}]`).join(',');
}

/** The items of an advanced-search string, or null when it is malformed. Blank space between items is ignored. */
export function parseAdvancedSearch(text: string): AdvancedSearchItem[] | null {
  const items: AdvancedSearchItem[] = [];
  let position = 0;
  const skipSpace = () => {
    while (position < text.length && /\s/.test(text.charAt(position))) position++;
  };
  skipSpace();
  if (position === text.length) return items;
  for (;;) {
    const open = text.indexOf('[', position);
    if (open < 0) return null;
    const fieldId = text.slice(position, open).trim();
    if (!FIELD_ID.test(fieldId)) return null;
    let value = '';
    let index = open + 1;
    for (; index < text.length && text.charAt(index) !== ']'; index++) {
      const character = text.charAt(index);
      if (character === '\\') {
        index++;
        if (index === text.length) return null;
        value += text.charAt(index);
      } else {
        value += character;
      }
    }
    if (index === text.length) return null;
    items.push({ fieldId, value });
    position = index + 1;
    skipSpace();
    if (position === text.length) return items;
    if (text.charAt(position) !== ',') return null;
    position++;
    skipSpace();
  }
}
