import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LITHUANIAN_HOLIDAY_YEARS, lithuanianPublicHolidays } from '../../shared/src/calendar/lithuanian-holidays';
import { FIRST_YEAR, holidaysByYear, LAST_YEAR, renderHolidayTable, TABLE_FILE } from './generate-holiday-table.mjs';

// The browser gets Lithuania's public holidays as a table generated from date-holidays: these tests keep
// the committed table equal to what the installed package gives, so an upgrade that changes a holiday
// fails here until `pnpm calendar:generate` runs (and the change shows in review as a diff of the table).

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('the generated Lithuanian holiday table', () => {
  const packageYears = holidaysByYear();

  it('is what the generator writes from the installed date-holidays', async () => {
    expect(readFileSync(path.join(projectRoot, TABLE_FILE), 'utf8')).toBe(await renderHolidayTable(packageYears));
  });

  it('answers every year it covers exactly as date-holidays does, dates and both names', () => {
    expect(LITHUANIAN_HOLIDAY_YEARS).toEqual({ first: FIRST_YEAR, last: LAST_YEAR });
    for (const [year, holidays] of packageYears) {
      expect(lithuanianPublicHolidays(year), String(year)).toEqual(
        holidays.map((holiday) => ({ date: `${year}-${holiday.date}`, name: { lt: holiday.lt, en: holiday.en } })),
      );
    }
  });

  it('writes each name once and a year as its "MM-DD:name" pairs', async () => {
    const years = new Map([
      [2030, [{ date: '01-01', lt: 'Naujieji metai', en: "New Year's Day" }]],
      [
        2031,
        [
          { date: '01-01', lt: 'Naujieji metai', en: "New Year's Day" },
          { date: '04-14', lt: 'Velykos', en: 'Easter Sunday' },
        ],
      ],
    ]);
    const text = await renderHolidayTable(years, '9.9.9');
    expect(text).toContain('from date-holidays 9.9.9');
    expect(text).toMatch(/firstYear: 2030,\s+lastYear: 2031,/);
    expect(text.match(/Naujieji metai/g)).toHaveLength(1);
    expect(text).toContain("2030: '01-01:0',");
    expect(text).toContain("2031: '01-01:0 04-14:1',");
  });
});
