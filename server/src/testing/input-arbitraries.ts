import { INT4_MAX } from '@portal/shared';
import fc from 'fast-check';
import type { z } from 'zod';

// Generated inputs for a procedure, derived from its zod 4 input schema: mostly values of the right
// shape (so they get past validation and reach the database), with hostile ones mixed in at every
// leaf — NUL characters, integers outside PostgreSQL's int4, years 0 and 10000, very long texts,
// values of the wrong type and keys the schema does not know.

/** Values from the seeded database that make inputs point at real records. */
export interface InputPools {
  /** Employee numbers, usernames, department codes, job titles, company and calendar codes … */
  texts: readonly string[];
  /** Ids of seeded records of every kind (users, forms, fields, submissions, activities, messages …). */
  ids: readonly number[];
}

interface LooseDef {
  type: string;
  [key: string]: unknown;
}

interface CheckDef {
  check: string;
  [key: string]: unknown;
}

type Schema = z.core.$ZodType;

/** Mostly near the test clock's today (2026-11-20), so that date ranges fit the lookups' limits. */
const VALID_DATES = ['2026-11-20', '2026-11-23', '2026-11-30', '2026-12-01', '2026-12-31', '2027-01-04', '0001-01-01', '9999-12-31'];
const OUT_OF_RANGE_DATES = ['0000-01-01', '10000-01-01', '+010000-01-01', '-000001-01-01', '2026-02-30', '2026-13-01'] as const;
const NUL_TEXTS = ['\u0000', 'SV0012\u0000', 'a\u0000b', '\u0000'.repeat(20)] as const;
const OUT_OF_RANGE_INTEGERS = [INT4_MAX + 1, -INT4_MAX - 2, Number.MAX_SAFE_INTEGER, 1e15, -1e15] as const;

const hostileNumbers: unknown[] = [...OUT_OF_RANGE_INTEGERS, 1e308, -1e308, 0.5, -1, 0, -0, Number.NaN, Infinity, -Infinity];
const hostileNumberTexts = ['2147483648', '-2147483649', '9007199254740993', '1e400', '0x10', ' 5 ', '', 'NaN', '1.5'];
const hostileTexts: unknown[] = [
  ...NUL_TEXTS,
  ...OUT_OF_RANGE_DATES,
  '\uD800',
  '   ',
  '',
  "'; drop table users; --",
  '%_\\',
  '[]',
  '{"a":1}',
  'x'.repeat(300_000),
];
const wrongTypes: unknown[] = [null, true, false, {}, [], 'text', 7, -1, [null], { constructor: 'x' }, new Date(0)];

function defOf(schema: Schema): LooseDef {
  return schema._zod.def as unknown as LooseDef;
}

function checksOf(def: LooseDef): CheckDef[] {
  const checks = (def.checks as { _zod: { def: CheckDef } }[] | undefined) ?? [];
  return checks.map((check) => check._zod.def);
}

interface Bounds {
  min: number;
  max: number;
}

function lengthBounds(def: LooseDef): Bounds {
  let min = 0;
  let max = Number.POSITIVE_INFINITY;
  for (const check of checksOf(def)) {
    if (check.check === 'min_length') min = Math.max(min, check.minimum as number);
    if (check.check === 'max_length') max = Math.min(max, check.maximum as number);
    if (check.check === 'length_equals') [min, max] = [check.length as number, check.length as number];
  }
  return { min, max };
}

function numberBounds(def: LooseDef): Bounds & { isInteger: boolean } {
  let min = Number.NEGATIVE_INFINITY;
  let max = Number.POSITIVE_INFINITY;
  let isInteger = false;
  for (const check of checksOf(def)) {
    if (check.check === 'greater_than') min = Math.max(min, (check.value as number) + (check.inclusive ? 0 : 1));
    if (check.check === 'less_than') max = Math.min(max, (check.value as number) - (check.inclusive ? 0 : 1));
    if (check.check === 'number_format') isInteger = true;
  }
  return { min, max, isInteger };
}

/** Patterns a string must match: regex checks and string formats (e-mail …). */
function patternsOf(def: LooseDef): RegExp[] {
  const own = def.pattern instanceof RegExp ? [def.pattern] : [];
  return [...own, ...checksOf(def).flatMap((check) => (check.pattern instanceof RegExp ? [check.pattern] : []))];
}

/** Mixes hostile values into a leaf: one in four draws, plus now and then a value of the wrong type. */
function withHostile(plausible: fc.Arbitrary<unknown>, hostile: unknown[]): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 12, arbitrary: plausible },
    { weight: 4, arbitrary: fc.constantFrom(...hostile) },
    { weight: 1, arbitrary: fc.constantFrom(...wrongTypes) },
  );
}

function stringArbitrary(def: LooseDef, pools: InputPools): fc.Arbitrary<unknown> {
  const { min, max } = lengthBounds(def);
  const patterns = patternsOf(def);
  const fits = (text: string) => text.length >= min && text.length <= max && patterns.every((pattern) => pattern.test(text));
  const generated =
    patterns.length > 0
      ? fc.stringMatching(patterns[0]!).filter(fits)
      : fc.string({ minLength: Math.min(min, 40), maxLength: Math.max(Math.min(max, 40), Math.min(min, 40)) });
  // Dates have a pool of their own: a text may be a date (its schema's refinement cannot be read).
  const texts = pools.texts.filter(fits);
  const dates = VALID_DATES.filter(fits);
  const plausible = fc.oneof(
    { weight: texts.length > 0 ? 3 : 0, arbitrary: texts.length > 0 ? fc.constantFrom(...texts) : generated },
    { weight: dates.length > 0 ? 3 : 0, arbitrary: dates.length > 0 ? fc.constantFrom(...dates) : generated },
    { weight: 1, arbitrary: generated },
  );
  const tooLong = Number.isFinite(max) ? ['x'.repeat(max + 1)] : [];
  return withHostile(plausible, [...hostileTexts, ...tooLong]);
}

function numberArbitrary(def: LooseDef, pools: InputPools): fc.Arbitrary<unknown> {
  const { min, max, isInteger } = numberBounds(def);
  const low = Math.max(min, -5);
  const high = Math.min(max, 200);
  const inRange = (value: number) => value >= min && value <= max;
  const fromPools = pools.ids.filter(inRange);
  const edges = [min, max].filter(Number.isFinite);
  const generated =
    isInteger || low > high
      ? fc.integer({ min: Math.ceil(low), max: Math.floor(Math.max(low, high)) })
      : fc.double({ min: low, max: high, noNaN: true });
  const plausible = fc.oneof(
    { weight: 3, arbitrary: fromPools.length > 0 ? fc.constantFrom(...fromPools) : generated },
    { weight: 2, arbitrary: generated },
    { weight: 1, arbitrary: edges.length > 0 ? fc.constantFrom(...edges) : generated },
  );
  // Coerced numbers come as text from REST paths and queries.
  const asText = def.coerce ? plausible.map((value) => String(value)) : plausible;
  return withHostile(
    def.coerce ? fc.oneof(plausible, asText) : plausible,
    def.coerce ? [...hostileNumbers, ...hostileNumberTexts] : hostileNumbers,
  );
}

function objectArbitrary(def: LooseDef, pools: InputPools, depth: number): fc.Arbitrary<unknown> {
  const shape = def.shape as Record<string, Schema>;
  const fields = Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, arbitraryOf(field, pools, depth + 1)]));
  const record = fc.record(fields, { requiredKeys: [] }) as fc.Arbitrary<Record<string, unknown>>;
  // Keys are left out now and then (record omits them), and an unknown key is added now and then.
  return fc.oneof(
    { weight: 10, arbitrary: fc.record(fields) as fc.Arbitrary<unknown> },
    { weight: 3, arbitrary: record },
    { weight: 1, arbitrary: record.map((value) => ({ ...value, unexpectedKey: 'x' })) },
    { weight: 1, arbitrary: fc.constantFrom(...wrongTypes) },
  );
}

/** An arbitrary of inputs for a zod 4 schema, hostile values included. */
export function arbitraryOf(schema: Schema, pools: InputPools, depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  if (depth > 8) return fc.constantFrom(...wrongTypes);
  const inner = (key: string) => arbitraryOf(def[key] as Schema, pools, depth + 1);
  switch (def.type) {
    case 'string':
      return stringArbitrary(def, pools);
    case 'number':
      return numberArbitrary(def, pools);
    case 'bigint':
      return fc.constantFrom(0n, 1n, 2n ** 70n);
    case 'boolean':
      return withHostile(fc.boolean(), ['true', 'false', 1, 0]);
    case 'date':
      return withHostile(fc.date({ noInvalidDate: true }), [new Date(Number.NaN), new Date('0000-01-01T00:00:00Z')]);
    case 'literal':
      return withHostile(fc.constantFrom(...(def.values as unknown[])), hostileNumbers);
    case 'enum':
      return withHostile(fc.constantFrom(...Object.values(def.entries as Record<string, unknown>)), hostileTexts);
    case 'optional':
    case 'default':
    case 'prefault':
      return fc.option(inner('innerType'), { nil: undefined, freq: 5 });
    case 'nullable':
      return fc.option(inner('innerType'), { nil: null, freq: 5 });
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return inner('innerType');
    case 'pipe':
      // A preprocess or a coercion first transforms: generate for what it leads to; otherwise for what comes in.
      return defOf(def.in as Schema).type === 'transform' ? inner('out') : inner('in');
    case 'lazy':
      return arbitraryOf((def.getter as () => Schema)(), pools, depth + 1);
    case 'object':
      return objectArbitrary(def, pools, depth);
    case 'array': {
      const { min, max } = lengthBounds(def);
      const element = arbitraryOf(def.element as Schema, pools, depth + 1);
      return fc.oneof(
        {
          weight: 8,
          arbitrary: fc.array(element, { minLength: Math.min(min, 3), maxLength: Math.max(Math.min(max, 3), Math.min(min, 3)) }),
        },
        { weight: 1, arbitrary: fc.constantFrom(...wrongTypes) },
      );
    }
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 10 }), arbitraryOf(def.valueType as Schema, pools, depth + 1), { maxKeys: 3 });
    case 'union':
      return fc.oneof(...(def.options as Schema[]).map((option) => arbitraryOf(option, pools, depth + 1)));
    case 'intersection':
      return fc
        .tuple(inner('left'), inner('right'))
        .map(([left, right]) => (typeof left === 'object' && typeof right === 'object' && left && right ? { ...left, ...right } : left));
    default:
      // transform, unknown, any, custom …: anything JSON can say.
      return fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constantFrom(...wrongTypes));
  }
}
