import {
  addDays,
  type DecisionContext,
  type DecisionLeave,
  eachDate,
  ErrorCode,
  FieldType,
  type IsoDate,
  lithuanianCalendar,
  TEAM_ABSENCE_LIST_LIMIT,
  TEAM_CALENDAR_MAX_DAYS,
  TeamBasis,
  type TeamAway,
} from '@portal/shared';
import { DomainError } from '../../../errors/domain-error';
import { getHolidayReserve } from '../../employees/use-cases/get-holiday-reserve';
import * as submissionsRepository from '../../submissions/submissions.repository';
import { mayDecideActiveStep } from '../../workflows/workflow-flags';
import * as decisionContextRepository from '../decision-context.repository';
import type { DocumentsContext } from '../filing-rules';
import { authorizeSubmission, DocumentPermission, documentViewerOf } from '../submission-access';

// The context an approver decides a request with (issue #12 "Approvers"): the employee's unused
// leave and the balance this leave leaves, and who else of the team is away on its days.
//
// The team is the employee's department: it is the unit the ERP keeps for every employee and the
// one absences are planned in (the absence plan and the my-team area show departments), and it does
// not depend on who approves (a manager, then HR, see the same team). An employee without a
// department is compared with the colleagues who share their manager.

const fullName = (person: { first_name: string; last_name: string }) => `${person.first_name} ${person.last_name}`;

/** The period shown: the document's, cut to TEAM_CALENDAR_MAX_DAYS days. */
function shownPeriod(from: IsoDate, to: IsoDate): { from: IsoDate; to: IsoDate; isClipped: boolean } {
  const lastShown = addDays(from, TEAM_CALENDAR_MAX_DAYS - 1);
  return to > lastShown ? { from, to: lastShown, isClipped: true } : { from, to, isClipped: false };
}

/**
 * The decision context of a submission, for whoever may decide its active step now (a pending
 * participant, today's substitute of one, an administrator; never its owner): everyone else is
 * refused, readers of the document included. Nothing outside the session's company is read.
 */
export async function getDecisionContext(ctx: DocumentsContext, id: number): Promise<DecisionContext> {
  const { row } = await authorizeSubmission(ctx, id, DocumentPermission.read);
  const viewer = await documentViewerOf(ctx);
  if (!(await mayDecideActiveStep(ctx.db, viewer, row))) throw new DomainError(ErrorCode.permissionDenied);

  const companyCode = row.company_code;
  const subject = row.employee_no ? await decisionContextRepository.findSubjectEmployee(ctx.db, companyCode, row.employee_no) : undefined;
  const period = row.date_from && row.date_to && row.date_from <= row.date_to ? { from: row.date_from, to: row.date_to } : null;
  if (!subject) return { submissionId: row.id, employee: null, leave: null, team: null };

  const [leave, team] = await Promise.all([
    period ? leaveOfDocument(ctx, row.id, { companyCode, employeeNo: subject.employee_no }, period.from) : null,
    period ? teamAway(ctx, { row, subject }, period) : null,
  ]);
  return { submissionId: row.id, employee: { employeeNo: subject.employee_no, name: fullName(subject) }, leave, team };
}

/**
 * The leave days the document stores (its annual-leave calculation field, computed by the server at
 * filing) against the unused days on its first day, counted as filing counts them. Null for a form
 * without that field (the leave takes nothing from the reserve) or a document without the figure.
 */
async function leaveOfDocument(
  ctx: DocumentsContext,
  submissionId: number,
  employee: { companyCode: string; employeeNo: string },
  firstDay: IsoDate,
): Promise<DecisionLeave | null> {
  const [entry] = await submissionsRepository.listEntriesOfFieldTypes(ctx.db, submissionId, [FieldType.annualLeaveCalculation]);
  const leaveDays = entry && entry.form_value.trim() !== '' ? Number(entry.form_value) : Number.NaN;
  if (!Number.isFinite(leaveDays)) return null;
  // The employee was found (getDecisionContext) and may be read by whoever decides their request.
  const reserve = await getHolidayReserve(ctx.db, { ...employee, as: 'manager' }, firstDay);
  return {
    date: firstDay,
    unusedDays: reserve.holidayReserve,
    leaveDays,
    balanceAfter: Math.round((reserve.holidayReserve - leaveDays) * 100) / 100,
    holidayDayType: reserve.holidayDayType,
  };
}

async function teamAway(
  ctx: DocumentsContext,
  document: {
    row: { id: number; company_code: string };
    subject: NonNullable<Awaited<ReturnType<typeof decisionContextRepository.findSubjectEmployee>>>;
  },
  period: { from: IsoDate; to: IsoDate },
): Promise<TeamAway | null> {
  const { row, subject } = document;
  const basis = subject.department_code ? TeamBasis.department : subject.manager_employee_no ? TeamBasis.manager : null;
  if (!basis) return null;
  const shown = shownPeriod(period.from, period.to);
  const rows = await decisionContextRepository.listTeamAway(
    ctx.db,
    {
      companyCode: row.company_code,
      employeeNo: subject.employee_no,
      submissionId: row.id,
      basis,
      teamOf: basis === TeamBasis.department ? subject.department_code! : subject.manager_employee_no!,
    },
    shown,
  );
  const counts = new Map(rows.days.map((day) => [day.date, day.awayCount]));
  return {
    basis,
    departmentName: basis === TeamBasis.department ? subject.department_name : null,
    memberCount: rows.memberCount,
    from: shown.from,
    to: shown.to,
    isClipped: shown.isClipped,
    days: eachDate(shown.from, shown.to).map((date) => ({
      date,
      isWorkDay: lithuanianCalendar.isWorkDay(date),
      awayCount: counts.get(date) ?? 0,
    })),
    absences: rows.absences.slice(0, TEAM_ABSENCE_LIST_LIMIT).map((absence) => ({
      employeeNo: absence.employeeNo,
      name: fullName({ first_name: absence.firstName, last_name: absence.lastName }),
      from: absence.from,
      to: absence.to,
      source: absence.source,
    })),
    hasMoreAbsences: rows.absences.length > TEAM_ABSENCE_LIST_LIMIT,
  };
}
