import { type IsoDate } from '../calendar/iso-dates';
import { SummaryTableCalculationMode } from './work-time.schemas';

// The summary table under the schedule table: per shift and day, how many people cover the shift
// (spec 2 §3 schedule's summaryTableCalculationMode, §4 the three modes).
//
// The target is the shift's own time on the day (a placed shift); an employee's entries that day (any
// shift, ordered by start) are joined into one stretch per employee where they touch, clipped to the
// target. An employee covers the shift fully when their entries span its whole time.
// - full coverage only: the employees who cover it fully;
// - count partial as full: also every employee who covers part of it;
// - join partial to full: the full ones, plus groups of different employees whose partial entries
//   together cover the whole time, each group counting one and each employee in one group at most.
//   Groups are formed greedily (from the shift's start, always the piece reaching furthest), which
//   finds every group in the usual cases (a morning half and an afternoon half).

/** A work entry of an employee, placed in real time. */
export interface CoverageEntry {
  employeeId: string | number;
  start: Date;
  end: Date;
}

/** One cell of the summary table: a shift's time on a date. */
export interface CoverageTarget {
  shiftId: number;
  date: IsoDate;
  start: Date;
  end: Date;
}

export interface SummaryCell {
  shiftId: number;
  date: IsoDate;
  count: number;
}

type Piece = { employeeId: string | number; start: number; end: number };

/** Each employee's entries clipped to [start, end) and joined where they touch or overlap. */
function employeePieces(start: number, end: number, entries: readonly Piece[]): Map<string | number, Piece[]> {
  const byEmployee = new Map<string | number, Piece[]>();
  for (const entry of entries) {
    const piece = { employeeId: entry.employeeId, start: Math.max(entry.start, start), end: Math.min(entry.end, end) };
    if (piece.end <= piece.start) continue;
    const pieces = byEmployee.get(piece.employeeId);
    if (pieces) pieces.push(piece);
    else byEmployee.set(piece.employeeId, [piece]);
  }
  for (const [employeeId, pieces] of byEmployee) {
    if (pieces.length < 2) continue;
    pieces.sort((a, b) => a.start - b.start);
    const joined: Piece[] = [];
    for (const piece of pieces) {
      const last = joined.at(-1);
      if (last && piece.start <= last.end) last.end = Math.max(last.end, piece.end);
      else joined.push(piece);
    }
    byEmployee.set(employeeId, joined);
  }
  return byEmployee;
}

/**
 * Groups of different employees whose pieces together cover [start, end), formed greedily: from the
 * start, the available piece that has begun and reaches furthest (of equal ones, the one that began
 * last), until the end is reached; then the group's employees are spent and the next group starts. A max tree over the pieces in start order
 * answers "furthest end among those begun" in log time, so thousands of partial entries stay fast.
 */
function joinedGroups(start: number, end: number, pieces: Piece[]): number {
  // A fixed order (start, longer first, employee id): the count never depends on the input order.
  pieces.sort((a, b) => a.start - b.start || b.end - a.end || String(a.employeeId).localeCompare(String(b.employeeId)));
  const size = 2 ** Math.ceil(Math.log2(Math.max(1, pieces.length)));
  // tree[size + i] is piece i's end (-Infinity once spent); inner nodes hold the index of the maximum.
  const ends = new Float64Array(size).fill(Number.NEGATIVE_INFINITY);
  pieces.forEach((piece, index) => (ends[index] = piece.end));
  const best = new Int32Array(2 * size);
  for (let leaf = 0; leaf < size; leaf++) best[size + leaf] = leaf;
  // The furthest end wins; of equal ends the piece that began last (higher index), leaving the
  // earlier pieces to the groups still to come.
  const better = (a: number, b: number) => {
    const endA = ends[a] ?? Number.NEGATIVE_INFINITY;
    const endB = ends[b] ?? Number.NEGATIVE_INFINITY;
    return endB > endA || (endB === endA && b > a) ? b : a;
  };
  for (let node = size - 1; node >= 1; node--) best[node] = better(best[2 * node] ?? 0, best[2 * node + 1] ?? 0);
  const spend = (index: number) => {
    ends[index] = Number.NEGATIVE_INFINITY;
    for (let node = (size + index) >> 1; node >= 1; node >>= 1) best[node] = better(best[2 * node] ?? 0, best[2 * node + 1] ?? 0);
  };
  /** The piece with the furthest end among pieces 0..last. */
  const furthest = (last: number) => {
    let result = -1;
    for (let low = size, high = size + last + 1; low < high; low >>= 1, high >>= 1) {
      if (low & 1) result = result < 0 ? (best[low++] ?? 0) : better(result, best[low++] ?? 0);
      if (high & 1) result = result < 0 ? (best[--high] ?? 0) : better(result, best[--high] ?? 0);
    }
    return result;
  };
  const piecesOf = new Map<string | number, number[]>();
  pieces.forEach((piece, index) => {
    const indices = piecesOf.get(piece.employeeId);
    if (indices) indices.push(index);
    else piecesOf.set(piece.employeeId, [index]);
  });
  /** The index of the last piece that has begun at `time`. */
  const lastBegunAt = (time: number) => {
    let low = 0;
    let high = pieces.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((pieces[middle]?.start ?? 0) <= time) low = middle + 1;
      else high = middle;
    }
    return low - 1;
  };

  let groups = 0;
  for (;;) {
    const group = new Set<string | number>();
    for (let cursor = start; cursor < end;) {
      const last = lastBegunAt(cursor);
      const chosen = last < 0 ? -1 : furthest(last);
      const reach = chosen < 0 ? Number.NEGATIVE_INFINITY : (ends[chosen] ?? Number.NEGATIVE_INFINITY);
      if (reach <= cursor) return groups;
      cursor = reach;
      group.add(pieces[chosen]?.employeeId ?? '');
    }
    groups++;
    for (const employeeId of group) for (const index of piecesOf.get(employeeId) ?? []) spend(index);
  }
}

function countCoverage(start: number, end: number, entries: readonly Piece[], mode: SummaryTableCalculationMode): number {
  if (end <= start) return 0;
  // Most people have one entry a day: one covering the whole time settles them without grouping.
  const fullEmployees = new Set<string | number>();
  const partialEntries: Piece[] = [];
  for (const entry of entries) {
    if (entry.start <= start && entry.end >= end) fullEmployees.add(entry.employeeId);
    else if (entry.end > start && entry.start < end) partialEntries.push(entry);
  }
  let full = fullEmployees.size;
  const partial: Piece[] = [];
  let partialEmployees = 0;
  const others = partialEntries.filter((entry) => !fullEmployees.has(entry.employeeId));
  for (const pieces of employeePieces(start, end, others).values()) {
    if (pieces.some((piece) => piece.start <= start && piece.end >= end)) full++;
    else {
      partialEmployees++;
      partial.push(...pieces);
    }
  }
  if (mode === SummaryTableCalculationMode.fullCoverageOnly) return full;
  if (mode === SummaryTableCalculationMode.countPartialAsFull) return full + partialEmployees;
  return full + joinedGroups(start, end, partial);
}

const toPiece = (entry: CoverageEntry): Piece => ({ employeeId: entry.employeeId, start: entry.start.getTime(), end: entry.end.getTime() });

/** How many people cover the target's time in the mode. */
export function coverageCount(
  target: { start: Date; end: Date },
  entries: readonly CoverageEntry[],
  mode: SummaryTableCalculationMode,
): number {
  return countCoverage(target.start.getTime(), target.end.getTime(), entries.map(toPiece), mode);
}

/**
 * The summary table: one cell per target (shift and date), in the targets' order. Entries are sorted
 * once and each target reads only those that can overlap it, so a month of 2,000 lines stays fast.
 */
export function summaryTable(
  targets: readonly CoverageTarget[],
  entries: readonly CoverageEntry[],
  mode: SummaryTableCalculationMode,
): SummaryCell[] {
  const sorted = entries.map(toPiece).sort((a, b) => a.start - b.start);
  const longest = sorted.reduce((max, entry) => Math.max(max, entry.end - entry.start), 0);
  const firstStartingAtOrAfter = (time: number) => {
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((sorted[middle]?.start ?? 0) < time) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  return targets.map((target) => {
    const start = target.start.getTime();
    const end = target.end.getTime();
    const nearby: Piece[] = [];
    for (let index = firstStartingAtOrAfter(start - longest); index < sorted.length; index++) {
      const entry = sorted[index];
      if (!entry || entry.start >= end) break;
      if (entry.end > start) nearby.push(entry);
    }
    return { shiftId: target.shiftId, date: target.date, count: countCoverage(start, end, nearby, mode) };
  });
}
