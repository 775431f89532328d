import { describe, expect, it } from 'vitest';
import { fileNameOfDisposition } from './download-file';

describe('fileNameOfDisposition', () => {
  it('prefers the UTF-8 name over the plain one, as browsers do', () => {
    expect(fileNameOfDisposition(`attachment; filename="Azuolas.pdf"; filename*=UTF-8''%C4%84%C5%BEuolas.pdf`)).toBe('Ąžuolas.pdf');
    expect(fileNameOfDisposition(`attachment; filename*=utf-8''a%20b.txt; filename="a b.txt"`)).toBe('a b.txt');
  });

  it('falls back to the plain name when the UTF-8 one is missing or malformed, and to nothing without a header', () => {
    expect(fileNameOfDisposition('attachment; filename="sutartis.pdf"')).toBe('sutartis.pdf');
    expect(fileNameOfDisposition(`attachment; filename="x.pdf"; filename*=UTF-8''%E0%A4%A.pdf`)).toBe('x.pdf');
    expect(fileNameOfDisposition('attachment')).toBeNull();
    expect(fileNameOfDisposition(null)).toBeNull();
  });
});
