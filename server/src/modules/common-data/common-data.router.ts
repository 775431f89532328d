import {
  ActivityCodeSchema,
  ClassifierValueSchema,
  CountrySchema,
  ErrorCode,
  lithuanianCalendar,
  PayrollCalendarDaySchema,
  PayrollCalendarInputSchema,
} from '@portal/shared';
import { z } from 'zod';
import { DomainError } from '../../errors/domain-error';
import { router, signedInProcedure } from '../../trpc/init';
import { sessionCompany } from '../employees/employee-access';
import * as commonDataRepository from './common-data.repository';

export const commonDataRouter = router({
  countries: signedInProcedure.output(z.array(CountrySchema)).query(async ({ ctx }) => {
    const rows = await commonDataRepository.listCountries(ctx.db);
    return rows.map((row) => ({ code: row.code, name: row.name, labelWithCountryCode: `${row.name} (${row.code})` }));
  }),

  /** The current company's timesheet notations with their types and colours. */
  activityCodes: signedInProcedure.output(z.array(ActivityCodeSchema)).query(async ({ ctx }) => {
    const rows = await commonDataRepository.listActivityCodes(ctx.db, sessionCompany(ctx.auth));
    return rows.map((row) => ({
      code: row.code,
      text: row.text,
      textEn: row.text_en,
      activityTypeId: row.activity_type_id,
      activityTypeText: row.type_text,
      activityTypeTextEn: row.type_text_en,
      color: row.color,
      showInHistory: row.show_in_history,
      showInCalendar: row.show_in_calendar,
    }));
  }),

  workingAbilityValues: signedInProcedure
    .output(z.array(ClassifierValueSchema))
    .query(({ ctx }) => commonDataRepository.listClassifierValues(ctx.db, 'working_ability_values')),

  maritalStatusValues: signedInProcedure
    .output(z.array(ClassifierValueSchema))
    .query(({ ctx }) => commonDataRepository.listClassifierValues(ctx.db, 'marital_status_values')),

  /** Every day of a payroll calendar between two dates: the Lithuanian business calendar and the ERP's exceptions. */
  payrollCalendar: signedInProcedure
    .input(PayrollCalendarInputSchema)
    .output(z.array(PayrollCalendarDaySchema))
    .query(async ({ ctx, input }) => {
      const companyCode = sessionCompany(ctx.auth);
      if (!(await commonDataRepository.findPayrollCalendar(ctx.db, companyCode, input.code))) {
        throw DomainError.forField('code', ErrorCode.recordNotFound);
      }
      const exceptions = new Map(
        (await commonDataRepository.listPayrollCalendarExceptions(ctx.db, companyCode, input.code, input.dateFrom, input.dateTo)).map(
          (row) => [row.date, row],
        ),
      );
      return lithuanianCalendar.days(input.dateFrom, input.dateTo).map((day) => {
        const exception = exceptions.get(day.date);
        if (!exception) return day;
        return {
          date: day.date,
          dayType: exception.day_type as typeof day.dayType,
          isHoliday: exception.is_holiday,
          isWeekend: exception.is_weekend,
        };
      });
    }),
});
