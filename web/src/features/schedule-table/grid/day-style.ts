import type { TableDay } from '@portal/shared';

/** The shading of a day column: holidays apart from weekends, working days plain. */
export function dayKind(day: Pick<TableDay, 'type'>): 'holiday' | 'weekend' | null {
  return day.type === 'holiday' ? 'holiday' : day.type === 'weekend' ? 'weekend' : null;
}

/** The holiday's name in the interface language (English falls back to the Lithuanian name). */
export function holidayNameOf(day: Pick<TableDay, 'holidayName' | 'holidayNameEn'>, locale: string): string | null {
  return locale === 'en' ? (day.holidayNameEn ?? day.holidayName) : day.holidayName;
}
