import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CoverageEntry, coverageCount, summaryTable } from './summary-table';
import { SummaryTableCalculationMode } from './work-time.schemas';

const { fullCoverageOnly, countPartialAsFull, joinPartialToFull } = SummaryTableCalculationMode;

/** An instant on 15 January 2026 (UTC) at the hour given; 24+ runs into the next day. */
const at = (hour: number) => new Date(Date.UTC(2026, 0, 15) + hour * 3_600_000);
const work = (employeeId: string, from: number, to: number): CoverageEntry => ({ employeeId, start: at(from), end: at(to) });

// The day shift 07:00–19:00.
const dayShift = { start: at(7), end: at(19) };

describe('the people on a shift', () => {
  const entries = [
    work('full', 7, 19),
    work('morning', 7, 13),
    work('afternoon', 13, 19),
    work('middle', 10, 15),
    work('night', 19, 31),
    work('early night', -5, 7),
  ];

  it('count only those covering its whole time in full coverage mode', () => {
    expect(coverageCount(dayShift, entries, fullCoverageOnly)).toBe(1);
  });

  it('count everyone covering a part as one in count-partial mode (touching is not covering)', () => {
    expect(coverageCount(dayShift, entries, countPartialAsFull)).toBe(4);
  });

  it('join partial entries of different people that together cover the time', () => {
    // full + (morning with afternoon); "middle" alone covers nothing whole.
    expect(coverageCount(dayShift, entries, joinPartialToFull)).toBe(2);
    expect(coverageCount(dayShift, [work('a', 7, 12), work('b', 11, 16), work('c', 15, 19)], joinPartialToFull)).toBe(1);
    expect(coverageCount(dayShift, [work('a', 7, 12), work('b', 13, 19)], joinPartialToFull)).toBe(0);
  });

  it('take one person’s entries that touch as one stretch', () => {
    const splitShift = [work('split', 7, 12), work('split', 12, 19)];
    expect(coverageCount(dayShift, splitShift, fullCoverageOnly)).toBe(1);
    expect(coverageCount(dayShift, splitShift, countPartialAsFull)).toBe(1);
    expect(coverageCount(dayShift, [work('twice', 7, 19), work('twice', 8, 9)], countPartialAsFull)).toBe(1);
  });

  it('join a person into one group only', () => {
    const entriesOfThree = [work('morning', 7, 13), work('afternoon', 13, 19), work('other morning', 7, 13)];
    expect(coverageCount(dayShift, entriesOfThree, joinPartialToFull)).toBe(1);
    expect(coverageCount(dayShift, [...entriesOfThree, work('other afternoon', 12, 19)], joinPartialToFull)).toBe(2);
  });

  it('of pieces reaching equally far, join the one that began last, leaving the earlier for another group', () => {
    // 07–13 is covered by "early" up to 10, then "late" (10–13) or "long" (08–13) can finish it: taking
    // "late" leaves "long" to join "first" (07–08) in a second group.
    const entries = [work('early', 7, 10), work('late', 10, 13), work('long', 8, 13), work('first', 7, 8)];
    expect(coverageCount({ start: at(7), end: at(13) }, entries, joinPartialToFull)).toBe(2);
  });
});

/**
 * The join mode written the plain way (quadratic): each employee's entries clipped and joined, then
 * groups formed greedily over the partial pieces in the implementation's order, of equal reach the
 * piece that began last.
 */
function joinReference(target: { start: Date; end: Date }, entries: CoverageEntry[]): number {
  const start = target.start.getTime();
  const end = target.end.getTime();
  const byEmployee = new Map<string | number, Array<{ start: number; end: number }>>();
  for (const entry of [...entries].sort((a, b) => a.start.getTime() - b.start.getTime())) {
    const piece = { start: Math.max(start, entry.start.getTime()), end: Math.min(end, entry.end.getTime()) };
    if (piece.end <= piece.start) continue;
    const pieces = byEmployee.get(entry.employeeId) ?? [];
    const last = pieces.at(-1);
    if (last && piece.start <= last.end) last.end = Math.max(last.end, piece.end);
    else pieces.push(piece);
    byEmployee.set(entry.employeeId, pieces);
  }
  let full = 0;
  const partial: Array<{ employeeId: string | number; start: number; end: number }> = [];
  for (const [employeeId, pieces] of byEmployee) {
    if (pieces.some((piece) => piece.start <= start && piece.end >= end)) full++;
    else partial.push(...pieces.map((piece) => ({ employeeId, ...piece })));
  }
  partial.sort((a, b) => a.start - b.start || b.end - a.end || String(a.employeeId).localeCompare(String(b.employeeId)));
  const spent = new Set<string | number>();
  let groups = 0;
  for (;;) {
    const group = new Set<string | number>();
    let cursor = start;
    while (cursor < end) {
      let chosen: (typeof partial)[number] | undefined;
      for (const piece of partial) {
        if (spent.has(piece.employeeId) || piece.start > cursor || piece.end <= cursor) continue;
        if (!chosen || piece.end >= chosen.end) chosen = piece;
      }
      if (!chosen) return full + groups;
      cursor = chosen.end;
      group.add(chosen.employeeId);
    }
    groups++;
    for (const employeeId of group) spent.add(employeeId);
  }
}

describe('the summary table', () => {
  it('answers every shift and date as coverageCount does, and joins as the plain greedy does', () => {
    // Entries around the targets and shorter than most of them, so that partial ones often join.
    const hours = fc.integer({ min: 2, max: 18 });
    const entry = fc.record({
      employeeId: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'),
      from: hours,
      length: fc.integer({ min: 2, max: 8 }),
    });
    fc.assert(
      fc.property(
        fc.array(entry, { maxLength: 60 }),
        fc.array(fc.record({ from: fc.integer({ min: 4, max: 12 }), length: fc.integer({ min: 4, max: 10 }) }), {
          minLength: 1,
          maxLength: 6,
        }),
        fc.constantFrom(fullCoverageOnly, countPartialAsFull, joinPartialToFull),
        (raw, rawTargets, mode) => {
          const entries = raw.map((item) => work(item.employeeId, item.from, item.from + item.length));
          const targets = rawTargets.map((item, index) => ({
            shiftId: index,
            date: '2026-01-15',
            start: at(item.from),
            end: at(item.from + item.length),
          }));
          const table = summaryTable(targets, entries, mode);
          expect(table.map((cell) => cell.count)).toEqual(targets.map((target) => coverageCount(target, entries, mode)));
          if (mode === joinPartialToFull)
            expect(table.map((cell) => cell.count)).toEqual(targets.map((target) => joinReference(target, entries)));
          table.forEach((cell, index) => {
            const target = targets[index] ?? dayShift;
            // Whatever the mode: at least the full ones, at most everyone touching the shift.
            expect(cell.count).toBeGreaterThanOrEqual(coverageCount(target, entries, fullCoverageOnly));
            expect(cell.count).toBeLessThanOrEqual(coverageCount(target, entries, countPartialAsFull));
          });
        },
      ),
    );
  });
});
