import {
  addMonths,
  HOME_QUICK_FORMS,
  HOME_QUICK_FORMS_MONTHS_BACK,
  HOME_UPCOMING_ABSENCES,
  type HomeSummary,
  type IsoDate,
  leaveBalanceOf,
  SubmissionState,
  type UpcomingAbsence,
  upcomingAbsencesOf,
  yearOf,
} from '@portal/shared';
import type { Executor } from '../../../db/transaction';
import type { AuthenticatedSession } from '../../../trpc/context';
import type { Viewer } from '../../../trpc/viewer';
import { findCurrentEmployee, sessionCompany } from '../../employees/employee-access';
import { holidayReserveFrom } from '../../employees/use-cases/get-holiday-reserve';
import * as homeRepository from '../home.repository';

/**
 * Home's balance cards, quick buttons and upcoming absences for the signed-in user (issue #12), in one
 * statement besides the request's viewer: its own employee record only, never another's.
 */
export async function getHomeSummary(
  ctx: { db: Executor; auth: AuthenticatedSession; viewer?: Viewer | null },
  today: IsoDate,
): Promise<HomeSummary> {
  const companyCode = sessionCompany(ctx.auth);
  const own = await findCurrentEmployee(ctx);
  const facts = await homeRepository.findHomeFacts(ctx.db, {
    companyCode,
    employeeNo: own?.employeeNo ?? null,
    userId: ctx.auth.user.id,
    today,
    yearStart: `${String(yearOf(today)).padStart(4, '0')}-01-01`,
    filedSince: addMonths(today, -HOME_QUICK_FORMS_MONTHS_BACK),
    quickForms: HOME_QUICK_FORMS,
    upcomingAbsences: HOME_UPCOMING_ABSENCES,
  });

  const applications = facts.open_applications.map((application) => ({
    ...application,
    range: { from: application.date_from!, to: application.date_to! },
  }));
  const leave =
    own && facts.employee
      ? leaveBalanceOf({
          today,
          holidayDayType: facts.employee.holiday_day_type,
          // The reserve as employees.holidayReserve answers it for today: the contract page's figure.
          reserveToday: holidayReserveFrom({
            employeeNo: own.employeeNo,
            date: today,
            employee: facts.employee,
            snapshot: facts.snapshot,
            leave: facts.leave_absences,
          }).holidayReserve,
          leaveAbsences: facts.leave_absences,
          pendingLeaveApplications: applications.filter((application) => application.uses_holiday_reserve).map(({ range }) => range),
        })
      : null;

  const upcomingAbsences: UpcomingAbsence[] = facts.upcoming_absences.map((absence) => ({
    source: 'absence',
    dateFrom: absence.date_from,
    dateTo: absence.date_to,
    activityCode: absence.activity_code,
    activityCodeText: absence.text,
    activityCodeTextEn: absence.text_en,
    color: absence.color,
    submissionId: absence.submission_id,
  }));
  // Waiting applications are not absences yet: only approved ones join the list.
  const approvedApplications: UpcomingAbsence[] = applications
    .filter((application) => application.state === SubmissionState.approved)
    .map((application) => ({
      source: 'application',
      dateFrom: application.range.from,
      dateTo: application.range.to,
      activityCode: application.activity_code!,
      activityCodeText: application.text,
      activityCodeTextEn: application.text_en,
      color: application.color,
      submissionId: application.id,
    }));

  return {
    leave,
    quickForms: facts.quick_forms.map((form) => ({
      id: form.id,
      name: form.name,
      nameEn: form.name_en,
      formGroupId: form.form_group_id,
      filedCount: Number(form.filed_count ?? 0),
    })),
    upcomingAbsences: upcomingAbsencesOf(upcomingAbsences, approvedApplications, today, HOME_UPCOMING_ABSENCES),
  };
}
