import { describe, expect, it } from 'vitest';
import { formatAdvancedSearch, parseAdvancedSearch } from './advanced-search';

describe('advanced search', () => {
  it('reads fieldId[value] items separated by commas', () => {
    expect(parseAdvancedSearch('12[Vilnius],34[2026]')).toEqual([
      { fieldId: '12', value: 'Vilnius' },
      { fieldId: '34', value: '2026' },
    ]);
    expect(parseAdvancedSearch('')).toEqual([]);
    expect(parseAdvancedSearch('  12[a] , 34[b]  ')).toEqual([
      { fieldId: '12', value: 'a' },
      { fieldId: '34', value: 'b' },
    ]);
  });

  it('keeps commas and opening brackets inside a value as they are', () => {
    expect(parseAdvancedSearch('12[Vilnius, Kaunas],34[a[b]')).toEqual([
      { fieldId: '12', value: 'Vilnius, Kaunas' },
      { fieldId: '34', value: 'a[b' },
    ]);
  });

  it('escapes a closing bracket and a backslash and reads them back', () => {
    const items = [
      { fieldId: '12', value: 'x] ,y[' },
      { fieldId: '34', value: 'C:\\temp\\' },
      { fieldId: '56', value: '' },
    ];
    const text = formatAdvancedSearch(items);
    expect(text).toBe('12[x\\] ,y[],34[C:\\\\temp\\\\],56[]');
    expect(parseAdvancedSearch(text)).toEqual(items);
  });

  it('refuses malformed text', () => {
    for (const text of ['12', '12[open', '[value]', '12[a]34[b]', '12[a],', 'a b[c]', '12[trailing\\'])
      expect(parseAdvancedSearch(text), text).toBeNull();
  });
});
