import { z } from 'zod';
import { ErrorCode } from '../errors/error-codes';

// The building blocks of every input schema. Each refuses, with a field error, what PostgreSQL would
// otherwise refuse with an error of its own (an HTTP 500): the NUL character in text and integers
// outside the integer (int4) columns. Calendar dates outside the years 0001-9999 are refused by
// IsoDateSchema (calendar/iso-dates.ts), amounts beyond numeric(12, 2) by AmountSchema below.

/** The range of PostgreSQL's integer (int4) columns, which hold every id and count of the portal. */
export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;

/** Whether PostgreSQL can store the text: its text and JSON types refuse the NUL character (U+0000). */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000');
}

/**
 * Text in an input: a string PostgreSQL can store (validation.invalid_characters for one holding NUL).
 * Chain trim, lengths and patterns on it as on z.string(); `params` sets the error of a non-string.
 */
export function textSchema(params?: string | z.core.$ZodStringParams) {
  // abort: a text with NUL is answered with that alone, not also with the pattern it then fails.
  return z.string(params).refine(isStorableText, { message: ErrorCode.invalidCharacters, abort: true });
}

export interface IntegerBounds {
  /** Not below INT4_MIN. */
  min?: number;
  /** Not above INT4_MAX. */
  max?: number;
  /** The error of a value that is not a number at all (e.g. validation.required). */
  error?: ErrorCode;
}

function integerChecks<T extends z.ZodNumber | z.ZodCoercedNumber>(schema: T, bounds: IntegerBounds): T {
  return schema
    .int(ErrorCode.invalidValue)
    .min(Math.max(bounds.min ?? INT4_MIN, INT4_MIN), ErrorCode.invalidValue)
    .max(Math.min(bounds.max ?? INT4_MAX, INT4_MAX), ErrorCode.invalidValue) as T;
}

/** An integer a PostgreSQL integer column holds, within the bounds (validation.invalid_value otherwise). */
export function int4Schema(bounds: IntegerBounds = {}) {
  return integerChecks(z.number(bounds.error ? { error: bounds.error } : undefined), bounds);
}

/** The same for values that arrive as text (REST paths and query strings): '12' is 12. */
export function coercedInt4Schema(bounds: IntegerBounds = {}) {
  return integerChecks(z.coerce.number(bounds.error ? { error: bounds.error } : undefined), bounds);
}

/** The largest amount the portal's money columns (numeric(12, 2)) hold. */
export const AMOUNT_MAX = 9_999_999_999.99;

/** A non-negative amount (money, kilometres, litres …) that numeric(12, 2) holds; finite by zod's number. */
export const AmountSchema = z.number().nonnegative(ErrorCode.invalidValue).max(AMOUNT_MAX, ErrorCode.invalidValue);
