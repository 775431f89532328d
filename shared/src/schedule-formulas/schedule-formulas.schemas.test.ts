import { describe, expect, it } from 'vitest';
import { isFormulaValidOn, ScheduleFormulaListInputSchema } from './schedule-formulas.schemas';

describe('a formula’s validity', () => {
  const formula = { archived: false, startDate: '2026-03-01', endDate: '2026-03-31' };

  it('holds on its start and end dates and between them', () => {
    expect(isFormulaValidOn(formula, '2026-03-01')).toBe(true);
    expect(isFormulaValidOn(formula, '2026-03-31')).toBe(true);
    expect(isFormulaValidOn({ ...formula, endDate: null }, '2099-01-01')).toBe(true);
  });

  it('does not hold before the start, after the end, or when archived', () => {
    expect(isFormulaValidOn(formula, '2026-02-28')).toBe(false);
    expect(isFormulaValidOn(formula, '2026-04-01')).toBe(false);
    expect(isFormulaValidOn({ ...formula, archived: true }, '2026-03-15')).toBe(false);
  });
});

describe('the formula list query', () => {
  it('filters by shift group when given, a blank one meaning all', () => {
    expect(ScheduleFormulaListInputSchema.parse({ shiftGroupId: '3' }).shiftGroupId).toBe(3);
    expect(ScheduleFormulaListInputSchema.parse({ shiftGroupId: '' }).shiftGroupId).toBeUndefined();
    expect(ScheduleFormulaListInputSchema.parse({ sort: 'StartDate' }).sort).toBe('startDate');
  });
});
