import { type FormRuleContext, type IsoDate, lithuanianCalendar } from '@portal/shared';
import type { Executor } from '../../db/transaction';
import { calculateAnnualLeave } from './use-cases/calculate-annual-leave';
import { checkEnteredDates } from './use-cases/check-entered-dates';
import { checkParentDayOff } from './use-cases/check-parent-day-off';

/**
 * The data of the form rules (validation types 6, 7 and 8) from SQL, for validateForm on submit and
 * update: the same functions the form lookups answer the browser with. It checks no access: the
 * submit-form and update-document use cases have settled whose document it is; the company is the session's.
 */
export function createServerFormRuleContext(db: Executor, options: { companyCode: string; today: IsoDate }): FormRuleContext {
  const { companyCode, today } = options;
  return {
    today,
    // The lookups count on the Lithuanian business calendar; the synchronous rules must agree.
    calendar: lithuanianCalendar,
    async holidayReserveAfterDays(employeeNo, from, to) {
      const leave = await calculateAnnualLeave(db, { companyCode, employeeNo }, { from, to, includeHolidays: false });
      return leave.holidayReserveAfterDays;
    },
    checkParentDayOff: (employeeNo, from, to) => checkParentDayOff(db, { companyCode, employeeNo }, { from, to }),
    checkEnteredDates: (employeeNo, from, to, validationId) =>
      checkEnteredDates(db, { companyCode, employeeNo }, { from, to, validationId, today }),
  };
}
