/** "2026 m. spalio mėn." / "October 2026": a payslip month in the interface language. */
export function formatPeriod(year: number, month: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );
}
