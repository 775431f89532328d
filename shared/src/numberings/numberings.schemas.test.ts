import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../errors/error-codes';
import { CopyNumberingInputSchema, formatDocumentNumber, NumberingInputSchema } from './numberings.schemas';

describe('formatDocumentNumber', () => {
  it('writes the prefix and the number zero-padded to the figures', () => {
    expect(formatDocumentNumber('KA-', 42, 5)).toBe('KA-00042');
    expect(formatDocumentNumber('', 7, 0)).toBe('7');
    // A number longer than the figures is never cut.
    expect(formatDocumentNumber('N', 123456, 3)).toBe('N123456');
  });
});

describe('NumberingInputSchema', () => {
  const valid = { code: 'KA', name: 'Kasmetinės', prefix: 'KA-', nextNumber: 1, figures: 5 };

  it('takes a numbering and trims its code and name', () => {
    expect(NumberingInputSchema.parse({ ...valid, code: ' KA ', name: ' Kasmetinės ' })).toEqual(valid);
  });

  it('refuses a next number below 1, figures beyond 20 and an empty code, each on its field', () => {
    const issues = (input: unknown) =>
      NumberingInputSchema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues({ ...valid, nextNumber: 0 })).toEqual([['nextNumber', ErrorCode.invalidValue]]);
    expect(issues({ ...valid, figures: 21 })).toEqual([['figures', ErrorCode.invalidValue]]);
    expect(issues({ ...valid, code: ' ' })).toEqual([['code', ErrorCode.fieldRequired]]);
    expect(issues({ ...valid, companyCode: 'NL' })?.[0]?.[0]).toBe('');
  });

  it('takes the copy name from a path', () => {
    expect(CopyNumberingInputSchema.parse({ id: '4', name: 'Kopija' })).toEqual({ id: 4, name: 'Kopija' });
    expect(CopyNumberingInputSchema.safeParse({ id: 4, name: 'x'.repeat(51) }).success).toBe(false);
  });
});
