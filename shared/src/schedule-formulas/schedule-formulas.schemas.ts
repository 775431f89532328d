import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, pagedResultSchema, pageInputSchema, RecordIdSchema } from '../api/envelope';
import { optionalQueryValue, SetupSearchSchema, setupSortSchema, SetupSortDirectionSchema } from '../shift-groups/shift-groups.schemas';
import { FormulaType, ScheduleFormulaInputSchema, ScheduleFormulaSchema } from '../work-time/work-time.schemas';

// The calls of schedule formulas (spec 2 §7: the generic model calls on wtc-area/schedule-formulas). The
// body of create and update is ScheduleFormulaInputSchema of the work-time area; the answer is
// ScheduleFormulaSchema, whose isValid says the formula is not archived and today lies within its dates.

export const SCHEDULE_FORMULA_SORT_KEYS = ['code', 'name', 'startDate'] as const;
export type ScheduleFormulaSort = (typeof SCHEDULE_FORMULA_SORT_KEYS)[number];

/** GET wtc-area/schedule-formulas: a page of the company's formulas, of one shift group when named. */
export const ScheduleFormulaListInputSchema = pageInputSchema(PAGE_SIZE_DEFAULT).extend({
  shiftGroupId: optionalQueryValue(RecordIdSchema.optional()),
  sort: setupSortSchema(SCHEDULE_FORMULA_SORT_KEYS, 'code'),
  sortDirection: SetupSortDirectionSchema,
  search: SetupSearchSchema,
});
export type ScheduleFormulaListInput = z.input<typeof ScheduleFormulaListInputSchema>;
export type ScheduleFormulaListQuery = z.infer<typeof ScheduleFormulaListInputSchema>;

export const ScheduleFormulaPageSchema = pagedResultSchema(ScheduleFormulaSchema);
export type ScheduleFormulaPage = z.infer<typeof ScheduleFormulaPageSchema>;

/** GET wtc-area/schedule-formulas/init?shiftGroupId=…: a new formula's values (cyclic, from today, no positions). */
export const ScheduleFormulaInitInputSchema = z.strictObject({ shiftGroupId: optionalQueryValue(RecordIdSchema.optional()) });
export type ScheduleFormulaInitInput = z.input<typeof ScheduleFormulaInitInputSchema>;

export const ScheduleFormulaDefaultsSchema = z.object({
  code: z.string(),
  name: z.string(),
  type: z.enum(FormulaType),
  startDate: z.string(),
  endDate: z.string().nullable(),
  holidayShiftId: z.number().int().nullable(),
  shiftGroupId: z.number().int().nullable(),
  entries: z.array(z.object({ shiftId: z.number().int().nullable() })),
});
export type ScheduleFormulaDefaults = z.infer<typeof ScheduleFormulaDefaultsSchema>;

/** PUT wtc-area/schedule-formulas/{id}: the whole formula again; its positions replace the stored ones. */
export const ScheduleFormulaUpdateInputSchema = ScheduleFormulaInputSchema.safeExtend({ id: RecordIdSchema });
export type ScheduleFormulaUpdateInput = z.input<typeof ScheduleFormulaUpdateInputSchema>;

/** A formula is valid on a date when it is not archived and the date lies within its start and end (spec 2 §3). */
export function isFormulaValidOn(formula: { archived: boolean; startDate: string; endDate: string | null }, date: string): boolean {
  return !formula.archived && formula.startDate <= date && (formula.endDate === null || formula.endDate >= date);
}
