import { i18n } from '@lingui/core';
import { LaborCodeRule } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../lib/i18n';
import { aViolation } from '../testing/table-fixtures';
import { cellKey, describeViolation, indexViolations } from './violations';

describe('Labor Code violations in words', () => {
  it('names each rule with its limit and the line’s figure, minutes as hours', () => {
    activateLanguage('en');
    const text = (rule: LaborCodeRule, limit: number, actual: number, unit: 'days' | 'minutes' = 'minutes') =>
      describeViolation(i18n, aViolation({ rule, limit, actual, unit }));
    expect(text(LaborCodeRule.consecutiveWorkDays, 6, 8, 'days')).toBe('8 working days in a row; at most 6 are allowed.');
    expect(text(LaborCodeRule.averageWeeklyHours, 2880, 3030)).toBe(
      'On average 50.5 h of work a week this month; at most 48 h a week are allowed.',
    );
    expect(text(LaborCodeRule.weeklyHours, 3600, 3720)).toBe('62 h of work in one week; at most 60 h are allowed.');
    expect(text(LaborCodeRule.shiftLength, 720, 750)).toBe('A shift of 12.5 h of work; at most 12 h are allowed.');
    expect(text(LaborCodeRule.shiftBreak, 30, 15)).toBe(
      'The longest break in this shift is 0.25 h; a shift this long needs a break of at least 0.5 h.',
    );
    expect(text(LaborCodeRule.dailyRest, 660, 90)).toBe('Only 1.5 h of rest between shifts; at least 11 h are required.');
    expect(text(LaborCodeRule.weeklyRest, 2100, 930)).toBe(
      'The longest uninterrupted rest in 7 days is 15.5 h; at least 35 h are required.',
    );
  });

  it('says it in Lithuanian with a decimal comma', () => {
    activateLanguage('lt');
    expect(describeViolation(i18n, aViolation({ rule: LaborCodeRule.dailyRest, limit: 660, actual: 90 }))).toBe(
      'Tarp pamainų tik 1,5 val. poilsio; reikia ne mažiau kaip 11 val.',
    );
  });

  it('indexes violations by cell and by line; a line-wide one marks no cell', () => {
    const index = indexViolations([
      aViolation({ employeeNo: 'SV0001', dates: ['2026-11-02', '2026-11-03'] }),
      aViolation({ employeeNo: 'SV0001', rule: LaborCodeRule.averageWeeklyHours, dates: [] }),
    ]);
    expect(index.byLine.get('SV0001')).toHaveLength(2);
    expect(index.byCell.get(cellKey('SV0001', '2026-11-03'))).toHaveLength(1);
    expect(index.byCell.get(cellKey('SV0001', '2026-11-04'))).toBeUndefined();
  });
});
