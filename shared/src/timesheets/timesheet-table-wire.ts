import type { TimesheetHoursType } from './timesheet-hours';
import type { TimesheetFigure, TimesheetLine, TimesheetTable, TimesheetTableWire } from './timesheets.schemas';

// The timesheet month's compact wire form, as the schedule table's (schedule-periods/table-wire.ts).
// 2,000 lines × 31 days as objects (a day, its flags, its figures of five keys each) made an 11 MB answer
// that zod checked, superjson walked and the browser read key by key: about 1.5 s of CPU a call. On the
// wire each line carries its days as ONE string instead, decoded once by the client
// (decodeTimesheetTable), so the screens still see TimesheetLine objects.
//
// Format of a line's `encodedDays`: one day per day of the table (`days`, in order), separated by ';'.
// A day is its flags as one decimal digit (1 confirmed, 2 recalculation required, 4 employee valid),
// then each figure as ',' and four or five fields separated by ':':
//
//   codeIndex:minutes:hoursType:source[:p]
//
// - codeIndex: the figure's activity code as an index into the table's `figureCodes` (so codes need no
//   escaping, and each is sent once);
// - minutes: a decimal integer;
// - hoursType: w worked, n night, h holiday, o overtime, a absence; source: s schedule, e erp, m manual,
//   a activity (an employee activity's);
// - p: present when the figure is a pending change of the caller's edit session.
//
// Example: "4,0:480:w:s;5;7,2:120:a:m:p". A day without figures is its digit alone.

const CONFIRMED = 1;
const RECALCULATION_REQUIRED = 2;
const EMPLOYEE_VALID = 4;

const hoursTypeCodes = {
  worked: 'w',
  night: 'n',
  holiday: 'h',
  overtime: 'o',
  absence: 'a',
} as const satisfies Record<TimesheetHoursType, string>;
const sourceCodes = { schedule: 's', erp: 'e', manual: 'm', activity: 'a' } as const satisfies Record<TimesheetFigure['source'], string>;

function inverse<Value extends string>(codes: Record<Value, string>): Map<string, Value> {
  return new Map(Object.entries(codes).map(([value, code]) => [code as string, value as Value]));
}
const hoursTypeOfCode = inverse(hoursTypeCodes);
const sourceOfCode = inverse(sourceCodes);

/** A line's days as the wire carries them; `codeIndex` numbers the codes of the whole table. */
export function encodeTimesheetDays(days: TimesheetLine['days'], codeIndex: Map<string, number>): string {
  const encoded: string[] = [];
  for (const day of days) {
    let text = String(
      (day.confirmed ? CONFIRMED : 0) | (day.recalculationRequired ? RECALCULATION_REQUIRED : 0) | (day.employeeValid ? EMPLOYEE_VALID : 0),
    );
    for (const figure of day.figures) {
      if (!Number.isSafeInteger(figure.minutes)) throw new Error(`timesheet wire: minutes ${figure.minutes} is not an integer`);
      let index = codeIndex.get(figure.code);
      if (index === undefined) {
        index = codeIndex.size;
        codeIndex.set(figure.code, index);
      }
      text += `,${index}:${figure.minutes}:${hoursTypeCodes[figure.hoursType]}:${sourceCodes[figure.source]}${figure.pending ? ':p' : ''}`;
    }
    encoded.push(text);
  }
  return encoded.join(';');
}

/** The table as the call sends it: every line's days encoded, the codes they name listed once. */
export function encodeTimesheetTable(table: TimesheetTable): TimesheetTableWire {
  const codeIndex = new Map<string, number>();
  const lines = table.lines.map(({ days, ...line }) => ({ ...line, encodedDays: encodeTimesheetDays(days, codeIndex) }));
  return { ...table, figureCodes: [...codeIndex.keys()], lines };
}

function wireError(encoded: string, reason: string): Error {
  return new Error(`timesheet wire: ${reason} in "${encoded.slice(0, 80)}"`);
}

/**
 * A reader of lines' days in one table: a figure's text recurs thousands of times in a month ("0:480:w:s"),
 * so each distinct text is checked and read once and its figure shared (the screens only read figures).
 */
function daysDecoder(dates: readonly string[], figureCodes: readonly string[]): (encoded: string) => TimesheetLine['days'] {
  const figures = new Map<string, TimesheetFigure>();
  const figureOf = (figureText: string, encoded: string): TimesheetFigure => {
    let figure = figures.get(figureText);
    if (figure) return figure;
    const [index, minutes, type, source, pending] = figureText.split(':');
    const code = figureCodes[Number(index)];
    const hoursType = hoursTypeOfCode.get(type ?? '');
    const figureSource = sourceOfCode.get(source ?? '');
    const figureMinutes = Number(minutes);
    if (
      code === undefined ||
      !hoursType ||
      !figureSource ||
      !Number.isSafeInteger(figureMinutes) ||
      (pending !== undefined && pending !== 'p')
    ) {
      throw wireError(encoded, `figure "${figureText}"`);
    }
    figure = Object.freeze({ code, minutes: figureMinutes, hoursType, source: figureSource, pending: pending === 'p' });
    figures.set(figureText, figure);
    return figure;
  };
  return (encoded) => {
    const texts = encoded.split(';');
    if (texts.length !== dates.length) throw wireError(encoded, `${texts.length} days for a month of ${dates.length}`);
    return texts.map((text, dayIndex) => {
      const comma = text.indexOf(',');
      const flagText = comma === -1 ? text : text.slice(0, comma);
      if (flagText.length !== 1 || flagText < '0' || flagText > '7') throw wireError(encoded, `flags "${flagText}"`);
      const flags = Number(flagText);
      return {
        date: dates[dayIndex]!,
        confirmed: (flags & CONFIRMED) !== 0,
        recalculationRequired: (flags & RECALCULATION_REQUIRED) !== 0,
        employeeValid: (flags & EMPLOYEE_VALID) !== 0,
        figures:
          comma === -1
            ? []
            : text
                .slice(comma + 1)
                .split(',')
                .map((figureText) => figureOf(figureText, encoded)),
      };
    });
  };
}

/** A line's days back from the wire; `dates` are the table's days, in order. */
export function decodeTimesheetDays(encoded: string, dates: readonly string[], figureCodes: readonly string[]): TimesheetLine['days'] {
  return daysDecoder(dates, figureCodes)(encoded);
}

/** The table the screens read, from the call's answer. */
export function decodeTimesheetTable(wire: TimesheetTableWire): TimesheetTable {
  const { figureCodes, lines, ...table } = wire;
  const decodeDays = daysDecoder(
    table.days.map((day) => day.date),
    figureCodes,
  );
  return {
    ...table,
    lines: lines.map(({ encodedDays, ...line }) => ({ ...line, days: decodeDays(encodedDays) })),
  };
}
