import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, pagedResultSchema, pageInputSchema, RecordIdSchema } from '../api/envelope';
import { int4Schema, textSchema } from '../api/input-primitives';
import { ErrorCode } from '../errors/error-codes';
import { FormUsingDefinitionSchema } from '../form-metas/form-metas.schemas';
import { SetupSearchSchema, SetupSortDirectionSchema, setupSortSchema } from '../shift-groups/shift-groups.schemas';

// Document numberings (spec 2 §3 "Form numbering"): a filed document takes prefix + the next number,
// zero-padded to `figures` digits, and the next number moves on. It never moves back below a number
// already issued, so no document number is issued twice.

export const NUMBERING_FIGURES_MAX = 20;

/** The document number a numbering gives: prefix + the number zero-padded to `figures` digits. */
export function formatDocumentNumber(prefix: string, number: number, figures: number): string {
  return `${prefix}${String(number).padStart(figures, '0')}`;
}

export const NumberingInputSchema = z.strictObject({
  /** The short code forms name the numbering by; unique within the company (and among shared ones). */
  code: textSchema({ error: ErrorCode.fieldRequired }).trim().min(1, ErrorCode.fieldRequired).max(50, ErrorCode.invalidValue),
  name: textSchema({ error: ErrorCode.fieldRequired }).trim().min(1, ErrorCode.fieldRequired).max(200, ErrorCode.invalidValue),
  prefix: textSchema().max(20, ErrorCode.invalidValue).default(''),
  nextNumber: int4Schema({ min: 1, error: ErrorCode.fieldRequired }),
  figures: int4Schema({ min: 0, max: NUMBERING_FIGURES_MAX, error: ErrorCode.fieldRequired }),
});
export type NumberingInput = z.input<typeof NumberingInputSchema>;
export type NumberingValues = z.infer<typeof NumberingInputSchema>;

export const NumberingUpdateInputSchema = NumberingInputSchema.extend({ id: RecordIdSchema });
export type NumberingUpdateInput = z.input<typeof NumberingUpdateInputSchema>;

/** POST admin-area/form-numbering/copy/{id}/{name}: a new numbering of the company named `name`. */
export const CopyNumberingInputSchema = z.strictObject({
  id: RecordIdSchema,
  name: textSchema({ error: ErrorCode.fieldRequired }).trim().min(1, ErrorCode.fieldRequired).max(50, ErrorCode.invalidValue),
});
export type CopyNumberingInput = z.infer<typeof CopyNumberingInputSchema>;

export const NUMBERING_SORT_KEYS = ['name', 'code', 'prefix', 'id'] as const;
export type NumberingSort = (typeof NUMBERING_SORT_KEYS)[number];

export const NumberingListInputSchema = pageInputSchema(PAGE_SIZE_DEFAULT).extend({
  sort: setupSortSchema(NUMBERING_SORT_KEYS, 'name'),
  sortDirection: SetupSortDirectionSchema,
  /** Searched in the code, the name and the prefix. */
  search: SetupSearchSchema,
});
export type NumberingListInput = z.input<typeof NumberingListInputSchema>;
export type NumberingListQuery = z.infer<typeof NumberingListInputSchema>;

export const NumberingSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  prefix: z.string(),
  nextNumber: z.number().int(),
  figures: z.number().int(),
  lastUsed: z.date().nullable(),
  isShared: z.boolean(),
  formsCount: z.number().int(),
  /** The number the next filed document gets. */
  sample: z.string(),
});
export type Numbering = z.infer<typeof NumberingSchema>;

export const NumberingPageSchema = pagedResultSchema(NumberingSchema);
export type NumberingPage = z.infer<typeof NumberingPageSchema>;

export const NumberingDetailsSchema = NumberingSchema.extend({
  /** The lowest next number allowed: one above the last number issued. */
  lowestNextNumber: z.number().int(),
  forms: z.array(FormUsingDefinitionSchema),
});
export type NumberingDetails = z.infer<typeof NumberingDetailsSchema>;

export const NumberingDefaultsSchema = z.object({
  code: z.string(),
  name: z.string(),
  prefix: z.string(),
  nextNumber: z.number().int(),
  figures: z.number().int(),
});
export type NumberingDefaults = z.infer<typeof NumberingDefaultsSchema>;

export const NUMBERING_DEFAULTS: NumberingDefaults = { code: '', name: '', prefix: '', nextNumber: 1, figures: 5 };
