import { type IsoDate, SubmissionState } from '@portal/shared';
import { type ExpressionBuilder, sql } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import type { Database } from '../../db/database';
import { ownOrSharedDefinition } from '../../db/definition-scope';
import type { Executor } from '../../db/transaction';

// What home shows beside its lists, read in ONE statement: home's batch may send at most 12
// (issue #11, trpc/statement-counts.test.ts). It reads the tables of the ERP mirror (employees,
// holiday reserves, absences, activity codes) and of the forms and submissions, as workflow flags
// do (workflows/workflow-flags.repository.ts), and writes nothing.

export interface HomeFactsFilter {
  companyCode: string;
  /** The user's employee record here; null: no balance and no absences, the forms only. */
  employeeNo: string | null;
  userId: number;
  today: IsoDate;
  /** 1 January of today's year: taken this year counts from it. */
  yearStart: IsoDate;
  /** Filings since this date count for the quick buttons. */
  filedSince: IsoDate;
  quickForms: number;
  upcomingAbsences: number;
}

/** Applications still on their way or approved: what the employee has asked for and not withdrawn. */
const PENDING_OR_APPROVED: SubmissionState[] = [SubmissionState.new, SubmissionState.inProgress, SubmissionState.approved];

type Builder = ExpressionBuilder<Database, never>;

export function findHomeFacts(db: Executor, filter: HomeFactsFilter) {
  const { companyCode, today } = filter;
  // A user without an employee record here matches no employee row.
  const employeeNo = filter.employeeNo ?? '';
  const ownReserves = (eb: Builder) =>
    eb
      .selectFrom('holiday_reserves')
      .where('holiday_reserves.company_code', '=', companyCode)
      .where('holiday_reserves.employee_no', '=', employeeNo);
  // The employee's ERP absences with their activity code (which counts against the reserve, which shows).
  const ownAbsences = (eb: Builder) =>
    eb
      .selectFrom('absences')
      .innerJoin('activity_codes', (join) =>
        join.onRef('activity_codes.company_code', '=', 'absences.company_code').onRef('activity_codes.code', '=', 'absences.activity_code'),
      )
      .where('absences.company_code', '=', companyCode)
      .where('absences.employee_no', '=', employeeNo);
  return db
    .selectNoFrom((eb) => [
      jsonObjectFrom(
        eb
          .selectFrom('employees')
          .select(['employees.holiday_norm', 'employees.holiday_day_type', 'employees.unused_holidays'])
          .where('employees.company_code', '=', companyCode)
          .where('employees.employee_no', '=', employeeNo),
      ).as('employee'),
      // The ERP's snapshot nearest before (or on) today, else its first one (employees.repository nearestHolidayReserve).
      jsonObjectFrom(
        ownReserves(eb)
          .select([
            'holiday_reserves.as_of_date',
            'holiday_reserves.holiday_reserve',
            'holiday_reserves.holiday_range_from',
            'holiday_reserves.holiday_range_to',
          ])
          .orderBy(sql`holiday_reserves.as_of_date > ${today}::date`)
          .orderBy(sql`abs(holiday_reserves.as_of_date - ${today}::date)`)
          .limit(1),
      ).as('snapshot'),
      // Annual leave from the earlier of 1 January and that snapshot on: the reserve today subtracts
      // what lies after the snapshot, taken this year what lies after 1 January, planned what lies ahead.
      jsonArrayFrom(
        ownAbsences(eb)
          .select(['absences.date_from as from', 'absences.date_to as to'])
          .where('activity_codes.uses_holiday_reserve', '=', true)
          .where(
            'absences.date_to',
            '>=',
            sql<string>`least(${filter.yearStart}::date, coalesce((${ownReserves(eb)
              .select((reserves) => reserves.fn.max('holiday_reserves.as_of_date').as('as_of_date'))
              .where('holiday_reserves.as_of_date', '<=', today)}), ${today}::date))`,
          )
          .orderBy('absences.date_from'),
      ).as('leave_absences'),
      // The next ERP absences (the codes the absence history shows), ongoing ones included.
      jsonArrayFrom(
        ownAbsences(eb)
          .select([
            'absences.date_from',
            'absences.date_to',
            'absences.activity_code',
            'activity_codes.text',
            'activity_codes.text_en',
            'activity_codes.color',
            'absences.submission_id',
          ])
          .where('activity_codes.show_in_history', '=', true)
          .where('absences.date_to', '>=', today)
          .orderBy('absences.date_from')
          .orderBy('absences.entry_no')
          .limit(filter.upcomingAbsences),
      ).as('upcoming_absences'),
      // The employee's absence applications (forms with an activity code) waiting or approved, not over,
      // that the ERP has not recorded: no absence carries their submission or their document number.
      jsonArrayFrom(
        eb
          .selectFrom('form_submissions')
          .innerJoin('forms', 'forms.id', 'form_submissions.form_id')
          .innerJoin('activity_codes', (join) =>
            join
              .onRef('activity_codes.company_code', '=', 'form_submissions.company_code')
              .onRef('activity_codes.code', '=', 'forms.activity_code'),
          )
          .select([
            'form_submissions.id',
            'form_submissions.state',
            'form_submissions.date_from',
            'form_submissions.date_to',
            'forms.activity_code',
            'activity_codes.text',
            'activity_codes.text_en',
            'activity_codes.color',
            'activity_codes.uses_holiday_reserve',
          ])
          .where('form_submissions.company_code', '=', companyCode)
          .where('form_submissions.employee_no', '=', employeeNo)
          .where('form_submissions.state', 'in', PENDING_OR_APPROVED)
          .where('form_submissions.date_from', 'is not', null)
          .where('form_submissions.date_to', '>=', today)
          .where((submission) =>
            submission.not(
              submission.exists(
                submission
                  .selectFrom('absences')
                  .select('absences.entry_no')
                  .whereRef('absences.company_code', '=', 'form_submissions.company_code')
                  .whereRef('absences.employee_no', '=', 'form_submissions.employee_no')
                  .where((absence) =>
                    absence.or([
                      absence('absences.submission_id', '=', absence.ref('form_submissions.id')),
                      absence('absences.application_no', '=', absence.ref('form_submissions.document_no')),
                    ]),
                  ),
              ),
            ),
          )
          .orderBy('form_submissions.date_from')
          .orderBy('form_submissions.id'),
      ).as('open_applications'),
      // The application forms the user may file (active, in an active application group), the ones
      // they filed most in the period first, then in the order the application chooser shows them.
      jsonArrayFrom(
        eb
          .selectFrom('forms')
          .innerJoin('form_groups', 'form_groups.id', 'forms.form_group_id')
          .select((form) => [
            'forms.id',
            'forms.name',
            'forms.name_en',
            'forms.form_group_id',
            form
              .selectFrom('form_submissions')
              .select((count) => count.fn.countAll<number>().as('filed'))
              .whereRef('form_submissions.form_id', '=', 'forms.id')
              .where('form_submissions.company_code', '=', companyCode)
              .where('form_submissions.submitted_by', '=', filter.userId)
              .where('form_submissions.state', '<>', SubmissionState.draft)
              .where('form_submissions.created_at', '>=', sql<Date>`${filter.filedSince}::date`)
              .as('filed_count'),
          ])
          .where('forms.archived', '=', false)
          .where('forms.is_application', '=', true)
          .where('form_groups.archived', '=', false)
          .where('form_groups.is_application', '=', true)
          // The company's own application groups and the shared ones (migration 0027).
          .where(ownOrSharedDefinition('form_groups.company_code', companyCode))
          .orderBy('filed_count', 'desc')
          .orderBy('form_groups.sort_order')
          .orderBy('form_groups.id')
          .orderBy('forms.sort_order')
          .orderBy('forms.id')
          .limit(filter.quickForms),
      ).as('quick_forms'),
    ])
    .executeTakeFirstOrThrow();
}
