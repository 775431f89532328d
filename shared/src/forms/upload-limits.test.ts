import { describe, expect, it } from 'vitest';
import { FormErrorCode } from './form-errors';
import { checkNewFiles, MAX_FILE_BYTES, MAX_TOTAL_FILE_BYTES } from './upload-limits';

const file = (name: string, sizeBytes: number) => ({ name, sizeBytes });

describe('checkNewFiles', () => {
  it('accepts a file of exactly 15,000,000 bytes and skips one byte more', () => {
    expect(MAX_FILE_BYTES).toBe(15_000_000);
    const result = checkNewFiles([file('ok.pdf', 15_000_000), file('big.pdf', 15_000_001)], 0);
    expect(result.accepted.map((accepted) => accepted.name)).toEqual(['ok.pdf']);
    expect(result.refused).toEqual([{ name: 'big.pdf', code: FormErrorCode.fileTooLarge }]);
  });

  it('counts saved files towards 50,000,000 bytes in all, the limit itself included', () => {
    expect(MAX_TOTAL_FILE_BYTES).toBe(50_000_000);
    expect(checkNewFiles([file('a.pdf', 10_000_000)], 40_000_000).accepted).toHaveLength(1);
    const over = checkNewFiles([file('a.pdf', 10_000_000)], 40_000_001);
    expect(over.accepted).toEqual([]);
    expect(over.refused).toEqual([{ name: 'a.pdf', code: FormErrorCode.filesSizeLimitReached }]);
  });

  it('removes all newly added files when together they pass the total, keeping the too-large reason', () => {
    const result = checkNewFiles(
      [file('a.pdf', 14_000_000), file('b.pdf', 14_000_000), file('c.pdf', 20_000_000), file('d.pdf', 14_000_000)],
      10_000_000,
    );
    expect(result.accepted).toEqual([]);
    expect(result.refused).toEqual([
      { name: 'c.pdf', code: FormErrorCode.fileTooLarge },
      { name: 'a.pdf', code: FormErrorCode.filesSizeLimitReached },
      { name: 'b.pdf', code: FormErrorCode.filesSizeLimitReached },
      { name: 'd.pdf', code: FormErrorCode.filesSizeLimitReached },
    ]);
  });
});
