import { describe, expect, it } from 'vitest';
import { IsoDateSchema, isIsoDate } from '../calendar/iso-dates';
import { ErrorCode } from '../errors/error-codes';
import { AMOUNT_MAX, AmountSchema, coercedInt4Schema, INT4_MAX, INT4_MIN, int4Schema, textSchema } from './input-primitives';

const messagesOf = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message) ?? [];

describe('input primitives', () => {
  it('refuses a text holding the NUL character, and that alone, before its other checks', () => {
    const employeeNo = textSchema()
      .trim()
      .min(1)
      .max(20)
      .regex(/^[A-Z0-9]+$/, ErrorCode.invalidValue);
    expect(employeeNo.parse(' SV0012 ')).toBe('SV0012');
    expect(messagesOf(employeeNo.safeParse('SV\u00000012'))).toEqual([ErrorCode.invalidCharacters]);
    expect(messagesOf(textSchema().safeParse('\u0000'))).toEqual([ErrorCode.invalidCharacters]);
    expect(messagesOf(textSchema({ error: ErrorCode.fieldRequired }).safeParse(undefined))).toEqual([ErrorCode.fieldRequired]);
  });

  it('keeps integers within PostgreSQL integer, whatever wider bounds are asked for', () => {
    const any = int4Schema({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER });
    expect(any.parse(INT4_MAX)).toBe(INT4_MAX);
    expect(any.parse(INT4_MIN)).toBe(INT4_MIN);
    for (const value of [INT4_MAX + 1, INT4_MIN - 1, Number.MAX_SAFE_INTEGER, 1.5]) {
      expect(messagesOf(any.safeParse(value)), String(value)).toContain(ErrorCode.invalidValue);
    }
    for (const value of [Number.NaN, Infinity]) expect(any.safeParse(value).success, String(value)).toBe(false);
    expect(int4Schema({ min: 1 }).safeParse('5').success).toBe(false);
  });

  it('reads integers from text when coerced, within the same range', () => {
    const id = coercedInt4Schema({ min: 1, error: ErrorCode.invalidValue });
    expect(id.parse('42')).toBe(42);
    for (const value of ['0', '2147483648', '9007199254740993', 'abc', '1.5']) {
      const messages = messagesOf(id.safeParse(value));
      expect(messages.length, value).toBeGreaterThan(0);
      expect(new Set(messages), value).toEqual(new Set([ErrorCode.invalidValue]));
    }
  });

  it('bounds an amount by numeric(12, 2) and refuses negative or infinite ones', () => {
    expect(AmountSchema.parse(AMOUNT_MAX)).toBe(AMOUNT_MAX);
    for (const value of [-0.01, AMOUNT_MAX + 1, 1e308, Infinity, Number.NaN]) {
      expect(AmountSchema.safeParse(value).success, String(value)).toBe(false);
    }
  });

  it('accepts calendar dates of the years 0001 to 9999 only', () => {
    expect(isIsoDate('0001-01-01')).toBe(true);
    expect(isIsoDate('9999-12-31')).toBe(true);
    for (const date of ['0000-01-01', '0000-12-31', '10000-01-01', '+010000-01-01', '-0001-01-01']) {
      expect(isIsoDate(date), date).toBe(false);
      expect(messagesOf(IsoDateSchema.safeParse(date)), date).toEqual([ErrorCode.invalidDate]);
    }
  });
});
