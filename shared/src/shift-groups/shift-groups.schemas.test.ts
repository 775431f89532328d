import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../errors/error-codes';
import { RestEntryInputSchema, RestEntryType } from '../work-time/work-time.schemas';
import { ShiftGroupListInputSchema, ShiftListInputSchema } from './shift-groups.schemas';

describe('the shift group list query', () => {
  it('defaults to the first page of 20 by code ascending, without archived groups', () => {
    expect(ShiftGroupListInputSchema.parse({})).toEqual({
      page: 1,
      rowsPerPage: 20,
      sort: 'code',
      sortDirection: 'asc',
      search: undefined,
      includeArchived: false,
    });
  });

  it('reads a REST query string: sort keys and directions in any case, flags as text, blank values as missing', () => {
    expect(
      ShiftGroupListInputSchema.parse({
        page: '2',
        rowsPerPage: '50',
        sort: 'Name',
        sortDirection: 'DESC',
        search: '  ',
        includeArchived: 'true',
      }),
    ).toEqual({ page: 2, rowsPerPage: 50, sort: 'name', sortDirection: 'desc', search: undefined, includeArchived: true });
    expect(ShiftGroupListInputSchema.parse({ sort: '', sortDirection: '', includeArchived: '' })).toMatchObject({
      sort: 'code',
      sortDirection: 'asc',
      includeArchived: false,
    });
  });

  it('refuses an unknown sort key, an unknown field and a search holding NUL', () => {
    expect(ShiftGroupListInputSchema.safeParse({ sort: 'salary' }).success).toBe(false);
    expect(ShiftGroupListInputSchema.safeParse({ companyCode: 'NL' }).success).toBe(false);
    const nul = ShiftGroupListInputSchema.safeParse({ search: 'a\u0000' });
    expect(nul.error?.issues.map((issue) => issue.message)).toEqual([ErrorCode.invalidCharacters]);
  });

  it('needs the shift group of a shift list', () => {
    expect(ShiftListInputSchema.safeParse({}).success).toBe(false);
    expect(ShiftListInputSchema.parse({ shiftGroupId: '7', sort: 'StartTime' })).toMatchObject({ shiftGroupId: 7, sort: 'startTime' });
  });
});

describe('a break of undefined time', () => {
  it('is shorter than a day, as the rest entries table holds it', () => {
    const rest = (minutes: number) => RestEntryInputSchema.safeParse({ type: RestEntryType.notCounted, undefinedTime: true, minutes });
    expect(rest(1439).success).toBe(true);
    expect(rest(1440).error?.issues.map((issue) => issue.path.join('.'))).toEqual(['minutes']);
  });
});
