import type { EntryAction, ScheduleTable, ScheduleTableWire, TableEntry, TableLine } from './schedule-periods.schemas';

// The month table's compact wire form. 2,000 lines × 31 days are ~62,000 entries: as objects of 12
// keys they made a 9 MB answer that superjson walked key by key (~400 ms) and the browser read for most
// of a second. On the wire each line carries its entries as ONE string instead, decoded once by the
// client (decodeScheduleTable), so the components still see TableEntry objects.
//
// Format of a line's `encodedEntries`: entries separated by ';', fields by ',', in this order:
//
//   day,type,source,action,canModify,id,shiftId,activityCode,startTime,endTime,workHours,absenceHours
//
// - day: the day of the table's month (1–31) of the entry's date;
// - type: w work, a activity, i integration_activity; source: f formula, m manual, e erp;
//   action: n none, c create, d delete; canModify: 1 or 0;
// - id, shiftId: decimal integers, empty for null (the id of an entry the edit session would create);
// - activityCode, startTime, endTime: empty for null; '%' alone for an empty string; otherwise the text
//   with '%', ',' and ';' written as %25, %2C and %3B (activity codes are short ERP codes, so this is rare);
// - workHours, absenceHours: decimal numbers as JavaScript writes them (exact round trip).
//
// Example: "2,w,f,n,1,1002,11,,08:00,16:30,8,0;3,i,e,n,0,5003,,A,,,0,8". No entries: "".
//
// An entry touched by an override between schedules carries four more fields (only then, so the
// month's ordinary entries cost nothing more): belongsToOtherSchedule, isOverriden, canOverride (1 or
// 0 each) and otherScheduleCode (text as above).

/** The month whose days the entries' dates are written as. */
export interface TableWireMonth {
  year: number;
  month: number;
}

const FIELD_COUNT = 12;
const FIELD_COUNT_WITH_OVERRIDES = 16;

const typeCodes = { work: 'w', activity: 'a', integration_activity: 'i' } as const satisfies Record<TableEntry['type'], string>;
const sourceCodes = { formula: 'f', manual: 'm', erp: 'e' } as const satisfies Record<TableEntry['source'], string>;
const actionCodes = { none: 'n', create: 'c', delete: 'd' } as const satisfies Record<EntryAction, string>;

function inverse<Value extends string>(codes: Record<Value, string>): Map<string, Value> {
  return new Map(Object.entries(codes).map(([value, code]) => [code as string, value as Value]));
}
const typeOfCode = inverse(typeCodes);
const sourceOfCode = inverse(sourceCodes);
const actionOfCode = inverse(actionCodes);

function monthPrefix({ year, month }: TableWireMonth): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-`;
}

function encodeInteger(value: number | null, field: string): string {
  if (value === null) return '';
  if (!Number.isSafeInteger(value)) throw new Error(`table wire: ${field} ${value} is not an integer`);
  return String(value);
}

function encodeNumber(value: number, field: string): string {
  if (!Number.isFinite(value)) throw new Error(`table wire: ${field} ${value} is not a finite number`);
  return String(value);
}

function encodeText(value: string | null): string {
  if (value === null) return '';
  if (value === '') return '%';
  return /[%,;]/.test(value) ? value.replace(/%/g, '%25').replace(/,/g, '%2C').replace(/;/g, '%3B') : value;
}

/** A line's entries as one string (format above); every date must lie in `month`. */
export function encodeLineEntries(entries: readonly TableEntry[], month: TableWireMonth): string {
  return lineEncoder(month)(entries);
}

/**
 * An encoder of lines' entries in one month. A month of 2,000 lines writes the same few hours, times and
 * shift ids ~60,000 times: each distinct one is checked and written once per table.
 */
function lineEncoder(month: TableWireMonth): (entries: readonly TableEntry[]) => string {
  const prefix = monthPrefix(month);
  const days = new Map<string, number>();
  const numbers = new Map<number, string>();
  const texts = new Map<string, string>();
  const dayOf = (date: string) => {
    let day = days.get(date);
    if (day === undefined) {
      day = date.startsWith(prefix) && date.length === prefix.length + 2 ? Number(date.slice(-2)) : NaN;
      if (!(day >= 1 && day <= 31)) throw new Error(`table wire: ${date} is not a day of ${prefix.slice(0, -1)}`);
      days.set(date, day);
    }
    return day;
  };
  const number = (value: number, field: string) => {
    let encoded = numbers.get(value);
    if (encoded === undefined) {
      encoded = encodeNumber(value, field);
      numbers.set(value, encoded);
    }
    return encoded;
  };
  const text = (value: string | null) => {
    if (value === null) return '';
    let encoded = texts.get(value);
    if (encoded === undefined) {
      encoded = encodeText(value);
      texts.set(value, encoded);
    }
    return encoded;
  };
  return (entries) => {
    let encoded = '';
    for (const entry of entries) {
      const day = dayOf(entry.date);
      if (encoded !== '') encoded += ';';
      encoded +=
        `${day},${typeCodes[entry.type]},${sourceCodes[entry.source]},${actionCodes[entry.action]},${entry.canModify ? '1' : '0'},` +
        `${encodeInteger(entry.id, 'id')},${encodeInteger(entry.shiftId, 'shiftId')},${text(entry.activityCode)},` +
        `${text(entry.startTime)},${text(entry.endTime)},${number(entry.workHours, 'workHours')},${number(entry.absenceHours, 'absenceHours')}`;
      if (entry.belongsToOtherSchedule || entry.isOverriden || entry.canOverride || entry.otherScheduleCode !== undefined) {
        encoded +=
          `,${entry.belongsToOtherSchedule ? '1' : '0'},${entry.isOverriden ? '1' : '0'},${entry.canOverride ? '1' : '0'},` +
          text(entry.otherScheduleCode ?? null);
      }
    }
    return encoded;
  };
}

function malformed(what: string, encodedEntry: string): Error {
  return new Error(`table wire: ${what} in entry "${encodedEntry}"`);
}

function decodeCode<Value>(codes: Map<string, Value>, code: string, encodedEntry: string): Value {
  const value = codes.get(code);
  if (value === undefined) throw malformed(`unknown code "${code}"`, encodedEntry);
  return value;
}

const INTEGER = /^-?\d+$/;
const NUMBER = /^-?(\d+(\.\d+)?|\.\d+)(e[+-]?\d+)?$/i;

function decodeInteger(field: string, encodedEntry: string): number | null {
  if (field === '') return null;
  if (!INTEGER.test(field)) throw malformed(`"${field}" is not an integer`, encodedEntry);
  return Number(field);
}

function decodeNumber(field: string, encodedEntry: string): number {
  if (!NUMBER.test(field)) throw malformed(`"${field}" is not a number`, encodedEntry);
  return Number(field);
}

function decodeText(field: string): string | null {
  if (field === '') return null;
  if (field === '%') return '';
  return field.includes('%') ? field.replace(/%2C/g, ',').replace(/%3B/g, ';').replace(/%25/g, '%') : field;
}

/** The entries of a line's `encodedEntries` (format above), dated in `month`; throws on a malformed string. */
export function decodeLineEntries(encoded: string, month: TableWireMonth): TableEntry[] {
  return lineDecoder(month)(encoded);
}

/**
 * A decoder of lines' entries in one month, run once per table in the browser: the fields that recur
 * (days, shift ids, codes, times, hours) are checked and read once per distinct text, ids each time.
 */
function lineDecoder(month: TableWireMonth): (encoded: string) => TableEntry[] {
  const prefix = monthPrefix(month);
  const dates = new Map<string, string>();
  const shiftIds = new Map<string, number | null>();
  const numbers = new Map<string, number>();
  const texts = new Map<string, string | null>();
  const dateOf = (day: string, encodedEntry: string) => {
    let date = dates.get(day);
    if (date === undefined) {
      const dayNumber = /^\d{1,2}$/.test(day) ? Number(day) : 0;
      if (dayNumber < 1 || dayNumber > 31) throw malformed(`day "${day}"`, encodedEntry);
      date = `${prefix}${String(dayNumber).padStart(2, '0')}`;
      dates.set(day, date);
    }
    return date;
  };
  const shiftIdOf = (field: string, encodedEntry: string) => {
    let shiftId = shiftIds.get(field);
    if (shiftId === undefined) {
      shiftId = decodeInteger(field, encodedEntry);
      shiftIds.set(field, shiftId);
    }
    return shiftId;
  };
  const numberOf = (field: string, encodedEntry: string) => {
    let value = numbers.get(field);
    if (value === undefined) {
      value = decodeNumber(field, encodedEntry);
      numbers.set(field, value);
    }
    return value;
  };
  const textOf = (field: string) => {
    let value = texts.get(field);
    if (value === undefined) {
      value = decodeText(field);
      texts.set(field, value);
    }
    return value;
  };
  return (encoded) => {
    if (encoded === '') return [];
    return encoded.split(';').map((encodedEntry) => {
      const fields = encodedEntry.split(',');
      if (fields.length !== FIELD_COUNT && fields.length !== FIELD_COUNT_WITH_OVERRIDES) {
        throw malformed(`${fields.length} fields instead of ${FIELD_COUNT}`, encodedEntry);
      }
      const [day, type, source, action, canModify, id, shiftId, activityCode, startTime, endTime, workHours, absenceHours] = fields as [
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
      ];
      const date = dateOf(day, encodedEntry);
      if (canModify !== '1' && canModify !== '0') throw malformed(`canModify "${canModify}"`, encodedEntry);
      const entry: TableEntry = {
        id: decodeInteger(id, encodedEntry),
        date,
        type: decodeCode(typeOfCode, type, encodedEntry),
        shiftId: shiftIdOf(shiftId, encodedEntry),
        activityCode: textOf(activityCode),
        startTime: textOf(startTime),
        endTime: textOf(endTime),
        workHours: numberOf(workHours, encodedEntry),
        absenceHours: numberOf(absenceHours, encodedEntry),
        source: decodeCode(sourceOfCode, source, encodedEntry),
        canModify: canModify === '1',
        action: decodeCode(actionOfCode, action, encodedEntry),
      };
      if (fields.length === FIELD_COUNT_WITH_OVERRIDES) {
        const [belongs, overridden, canOverride, otherScheduleCode] = fields.slice(FIELD_COUNT) as [string, string, string, string];
        for (const flag of [belongs, overridden, canOverride])
          if (flag !== '1' && flag !== '0') throw malformed(`flag "${flag}"`, encodedEntry);
        if (belongs === '1') entry.belongsToOtherSchedule = true;
        if (overridden === '1') entry.isOverriden = true;
        if (canOverride === '1') entry.canOverride = true;
        const code = textOf(otherScheduleCode);
        if (code !== null) entry.otherScheduleCode = code;
      }
      return entry;
    });
  };
}

/** The table as the `schedulePeriods.table` procedure answers it: each line's entries encoded. */
export function encodeScheduleTable(table: ScheduleTable): ScheduleTableWire {
  const encode = lineEncoder(table);
  return {
    ...table,
    lines: table.lines.map(({ entries, ...line }) => ({ ...line, encodedEntries: encode(entries) })),
  };
}

/**
 * The table the screens use, from the procedure's answer. A line's entries are decoded when first read
 * (the `entries` property is a memoised getter): the screen draws the few dozen lines in view, so a
 * month of 2,000 lines opens without decoding 62,000 entries first.
 */
export function decodeScheduleTable(wire: ScheduleTableWire): ScheduleTable {
  const decode = lineDecoder(wire);
  return {
    ...wire,
    lines: wire.lines.map(({ encodedEntries, ...line }) => withEntriesOnRead(line, () => decode(encodedEntries))),
  };
}

function withEntriesOnRead(line: Omit<TableLine, 'entries'>, read: () => TableEntry[]): TableLine {
  let entries: TableEntry[] | undefined;
  return Object.defineProperty(line, 'entries', { enumerable: true, get: () => (entries ??= read()) }) as TableLine;
}
