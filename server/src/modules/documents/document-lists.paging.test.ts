import { DOCUMENT_COUNT_LIMIT } from '@portal/shared';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DateRange } from './document-lists.conditions.repository';
import type { Sort } from './document-lists.ordering.repository';
import { countCap, type PageShape, pageStrategy } from './document-lists.paging.repository';

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

function shape(sort: Sort, dateRange?: DateRange, filters: { isFormOrStateFiltered?: boolean; isTextSearch?: boolean } = {}): PageShape {
  return { sort, dateRange, isFormOrStateFiltered: filters.isFormOrStateFiltered ?? false, isTextSearch: filters.isTextSearch ?? false };
}
const narrowed = { isFormOrStateFiltered: true };

describe('pageStrategy', () => {
  it('reads few matching rows whole and sorts them, whatever the sort, the dates and the filters', () => {
    for (const sort of [byFilingTime, byUpdateTime, byState, byField])
      for (const dateRange of [undefined, ...dateRanges])
        for (const filters of [{}, narrowed, { isTextSearch: true }]) {
          expect(pageStrategy(shape(sort, dateRange, filters), DOCUMENT_COUNT_LIMIT, limits)).toEqual({ kind: 'filterFirst' });
          expect(pageStrategy(shape(sort, dateRange, filters), 0, limits)).toEqual({ kind: 'filterFirst' });
        }
  });

  it('walks a date range with many documents in filing or update order, counting no further than the pager does', () => {
    for (const dateRange of dateRanges)
      for (const filters of [{}, narrowed]) {
        expect(countCap(shape(byFilingTime, dateRange, filters), limits)).toBe(DOCUMENT_COUNT_LIMIT);
        expect(pageStrategy(shape(byFilingTime, dateRange, filters), many, limits)).toEqual({
          kind: 'walkRange',
          sort: byFilingTime,
          dateRange,
        });
        expect(pageStrategy(shape(byUpdateTime, dateRange, filters), many, limits)).toEqual({
          kind: 'walkRange',
          sort: byUpdateTime,
          dateRange,
        });
      }
  });

  it('with a date range narrowed by form or state and sorted otherwise, counts on to twice what a walk reads and reads that many rows whole, never walking first', () => {
    for (const sort of [byField, byState])
      for (const dateRange of [month, range('2024-02-10', '2026-12-31'), range('2025-09-03', '2025-09-16')]) {
        const narrowedRange = shape(sort, dateRange, narrowed);
        expect(countCap(narrowedRange, limits)).toBe(10_000);
        expect(pageStrategy(narrowedRange, many, limits)).toEqual({ kind: 'filterFirst' });
        expect(pageStrategy(narrowedRange, 10_000, limits)).toEqual({ kind: 'filterFirst' });
        // More: the walk, falling back when it comes back short.
        expect(pageStrategy(narrowedRange, 10_001, limits)).toEqual({ kind: 'walk', sort });
        // Deep pages count further for the pager anyway.
        expect(countCap(narrowedRange, { countLimit: 12_000, walkRows: 5000 })).toBe(12_000);
        expect(pageStrategy(narrowedRange, 11_000, { countLimit: 12_000, walkRows: 5000 })).toEqual({ kind: 'filterFirst' });
      }
  });

  it('walks down the sort order when many documents match and no months index narrows them, counting only for the pager', () => {
    for (const sort of [byState, byField])
      for (const candidate of [
        shape(sort),
        shape(sort, undefined, narrowed),
        // A date range alone: counting on along its GiST index costs more than the walk.
        shape(sort, month),
        shape(sort, month, { isTextSearch: true }),
        // Open or longer than the months index holds.
        shape(sort, range('2024-06-01', null), narrowed),
        shape(sort, range('2021-01-01', '2025-12-31'), narrowed),
      ]) {
        expect(countCap(candidate, limits)).toBe(DOCUMENT_COUNT_LIMIT);
        expect(pageStrategy(candidate, many, limits)).toEqual({ kind: 'walk', sort });
      }
  });

  it('goes form by form when sorted by form name, few rows or many', () => {
    expect(countCap(shape(byFormName, month, narrowed), limits)).toBe(DOCUMENT_COUNT_LIMIT);
    for (const count of [0, many])
      expect(pageStrategy(shape(byFormName, month, narrowed), count, limits)).toEqual({ kind: 'byFormName', sort: byFormName });
  });
});
