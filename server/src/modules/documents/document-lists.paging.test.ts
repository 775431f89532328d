import { DOCUMENT_COUNT_LIMIT } from '@portal/shared';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DateRange } from './document-lists.conditions.repository';
import type { Sort } from './document-lists.ordering.repository';
import { countCap, pageStrategy } from './document-lists.paging.repository';

// Which way of finding a page the count chooses, before any page query runs (README "Benchmarks":
// a way tried in vain before another cost the slow cases their time). That each way answers the
// right page is document-lists.test.ts's part.

const limits = { countLimit: DOCUMENT_COUNT_LIMIT, walkRows: 5000 };
const many = DOCUMENT_COUNT_LIMIT + 1;
const timeZone = 'Europe/Vilnius';

const byFilingTime: Sort = { kind: 'column', key: sql.ref('form_submissions.created_at'), time: 'created_at', direction: 'desc' };
const byUpdateTime: Sort = { kind: 'column', key: sql.ref('form_submissions.updated_at'), time: 'updated_at', direction: 'asc' };
const byState: Sort = { kind: 'column', key: sql.ref('form_submissions.state'), time: null, direction: 'desc' };
const byField: Sort = { kind: 'field', formDataIds: [29, 41], direction: 'desc' };
const byFormName: Sort = { kind: 'formName', formIds: [3, 1, 2], direction: 'asc' };

function range(start: string | null, end: string | null): DateRange {
  return { start, end, timeZone };
}
const month = range('2024-02-01', '2024-02-29');
const dateRanges = [month, range('2021-01-01', '2025-12-31'), range('2024-06-01', null), range(null, '2024-01-10')];

describe('pageStrategy', () => {
  it('reads few matching rows whole and sorts them, whatever the sort and the dates', () => {
    for (const sort of [byFilingTime, byUpdateTime, byState, byField])
      for (const dateRange of [undefined, ...dateRanges]) {
        expect(pageStrategy(sort, dateRange, DOCUMENT_COUNT_LIMIT, limits)).toEqual({ kind: 'filterFirst' });
        expect(pageStrategy(sort, dateRange, 0, limits)).toEqual({ kind: 'filterFirst' });
      }
  });

  it('walks a date range with many documents in filing or update order, counting no further than the pager does', () => {
    for (const dateRange of dateRanges) {
      expect(countCap(byFilingTime, dateRange, limits)).toBe(DOCUMENT_COUNT_LIMIT);
      expect(pageStrategy(byFilingTime, dateRange, many, limits)).toEqual({ kind: 'walkRange', sort: byFilingTime, dateRange });
      expect(pageStrategy(byUpdateTime, dateRange, many, limits)).toEqual({ kind: 'walkRange', sort: byUpdateTime, dateRange });
    }
  });

  it('with a date range sorted otherwise, counts as far as a walk reads and reads no more rows than that whole, never walking first', () => {
    for (const sort of [byField, byState]) {
      for (const dateRange of dateRanges) {
        expect(countCap(sort, dateRange, limits)).toBe(5000);
        expect(pageStrategy(sort, dateRange, many, limits)).toEqual({ kind: 'filterFirst' });
        expect(pageStrategy(sort, dateRange, 5000, limits)).toEqual({ kind: 'filterFirst' });
        // More than a walk reads: the walk, falling back when it comes back short.
        expect(pageStrategy(sort, dateRange, 5001, limits)).toEqual({ kind: 'walk', sort });
      }
      // Deep pages count further for the pager anyway.
      expect(countCap(sort, month, { countLimit: 9000, walkRows: 5000 })).toBe(9000);
    }
  });

  it('walks down the sort order when many documents match and no date range narrows them, counting only for the pager', () => {
    for (const sort of [byFilingTime, byUpdateTime, byState, byField]) {
      expect(countCap(sort, undefined, limits)).toBe(DOCUMENT_COUNT_LIMIT);
      expect(pageStrategy(sort, undefined, many, limits)).toEqual({ kind: 'walk', sort });
    }
  });

  it('goes form by form when sorted by form name, few rows or many', () => {
    expect(countCap(byFormName, month, limits)).toBe(DOCUMENT_COUNT_LIMIT);
    for (const count of [0, many]) expect(pageStrategy(byFormName, month, count, limits)).toEqual({ kind: 'byFormName', sort: byFormName });
  });
});
