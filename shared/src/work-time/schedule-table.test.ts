import { describe, expect, it } from 'vitest';
import { canEditPeriod, matchesLineFilter } from './schedule-table';
import { PeriodStatus } from './work-time.schemas';

const line = {
  employeeNo: 'SV0042',
  employeeFullName: 'Ona Žemaitė',
  employeeDepartmentCode: 'PROD-2',
  employeeDepartment: 'Gamyba',
  employeeJobTitleCode: 'OP3',
  employeeJobTitle: 'Operatorė',
};

describe('the line filter', () => {
  it('finds a lower-case substring of any of the six fields', () => {
    for (const query of ['sv004', 'ona ž', 'prod-2', 'gamy', 'op3', 'operatorė']) {
      expect(matchesLineFilter(line, query)).toBe(true);
    }
  });

  it('ignores case and surrounding spaces, and keeps every line for an empty query', () => {
    expect(matchesLineFilter(line, '  ŽEMAIT ')).toBe(true);
    expect(matchesLineFilter(line, '')).toBe(true);
    expect(matchesLineFilter(line, '   ')).toBe(true);
  });

  it('leaves out a line none of whose fields holds the query, missing fields included', () => {
    expect(matchesLineFilter(line, 'petras')).toBe(false);
    expect(matchesLineFilter({ ...line, employeeDepartment: null, employeeDepartmentCode: null }, 'gamy')).toBe(false);
  });
});

describe('editing a period', () => {
  it('is possible only while it is in progress and not locked by hand', () => {
    expect(canEditPeriod({ status: PeriodStatus.inProgress, manualLock: false })).toBe(true);
    expect(canEditPeriod({ status: PeriodStatus.inProgress, manualLock: true })).toBe(false);
    expect(canEditPeriod({ status: PeriodStatus.prepared, manualLock: false })).toBe(false);
    expect(canEditPeriod({ status: PeriodStatus.approved, manualLock: false })).toBe(false);
  });
});
