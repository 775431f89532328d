import { type IsoDate, SubmissionState, TEAM_ABSENCE_LIST_LIMIT, type TeamAbsenceSource, TeamBasis } from '@portal/shared';
import { sql } from 'kysely';
import type { Executor } from '../../db/transaction';

// The team's absences beside a request under approval (use-cases/get-decision-context.ts): who of
// the employee's team is away on the request's days, from the ERP's absence records and from the
// leave applications approved or still under approval, read in one statement.

export interface TeamKey {
  companyCode: string;
  /** The employee the request is about: not counted among the others. */
  employeeNo: string;
  submissionId: number;
  basis: TeamBasis;
  /** The department (basis department) or the manager (basis manager) the team shares. */
  teamOf: string;
}

export interface TeamAwayRows {
  memberCount: number;
  days: { date: IsoDate; awayCount: number }[];
  absences: { employeeNo: string; firstName: string; lastName: string; from: IsoDate; to: IsoDate; source: TeamAbsenceSource }[];
}

/** The document's employee with their department (and its name) and manager: whom their team is. */
export async function findSubjectEmployee(db: Executor, companyCode: string, employeeNo: string) {
  return db
    .selectFrom('employees')
    .leftJoin('departments', (join) =>
      join.onRef('departments.company_code', '=', 'employees.company_code').onRef('departments.code', '=', 'employees.department_code'),
    )
    .select([
      'employees.employee_no',
      'employees.first_name',
      'employees.last_name',
      'employees.department_code',
      'employees.manager_employee_no',
      'departments.name as department_name',
    ])
    .where('employees.company_code', '=', companyCode)
    .where('employees.employee_no', '=', employeeNo)
    .executeTakeFirst();
}

/**
 * The team members (the employee's company only) employed in the period, and their absences that
 * touch it, clipped to it: ERP records, and applications of absence forms (those with an activity
 * code) that are approved or under approval, except this one and those the ERP already recorded
 * (absences.submission_id). Per day, each member away counts once; the list stops after the limit + 1.
 */
export async function listTeamAway(db: Executor, team: TeamKey, period: { from: IsoDate; to: IsoDate }): Promise<TeamAwayRows> {
  const { companyCode, employeeNo, submissionId } = team;
  const { from, to } = period;
  const sharing = team.basis === TeamBasis.department ? sql`employees.department_code` : sql`employees.manager_employee_no`;
  const result = await sql<{
    member_count: number;
    days: { date: IsoDate; awayCount: number }[];
    absences: TeamAwayRows['absences'];
  }>`
    with team as (
      select employees.employee_no, employees.first_name, employees.last_name
      from employees
      where employees.company_code = ${companyCode}
        and ${sharing} = ${team.teamOf}
        and employees.employee_no <> ${employeeNo}
        and (employees.employment_date is null or employees.employment_date <= ${to})
        -- A termination date at or before 1900 means none (ARCHITECTURE.md rule 9).
        and (employees.termination_date is null or employees.termination_date <= '1900-12-31' or employees.termination_date >= ${from})
    ),
    away as (
      select absences.employee_no, greatest(absences.date_from, ${from}::date) as date_from,
        least(absences.date_to, ${to}::date) as date_to, 'recorded' as source
      from absences
      join team on team.employee_no = absences.employee_no
      where absences.company_code = ${companyCode} and absences.date_to >= ${from} and absences.date_from <= ${to}
      union all
      select form_submissions.employee_no, greatest(form_submissions.date_from, ${from}::date),
        least(form_submissions.date_to, ${to}::date),
        case when form_submissions.state = ${SubmissionState.approved} then 'approved' else 'pending' end
      from form_submissions
      join team on team.employee_no = form_submissions.employee_no
      join forms on forms.id = form_submissions.form_id
      where form_submissions.company_code = ${companyCode}
        and form_submissions.state in (${SubmissionState.approved}, ${SubmissionState.inProgress})
        and forms.activity_code is not null
        and form_submissions.id <> ${submissionId}
        and form_submissions.date_to >= ${from} and form_submissions.date_from <= ${to}
        and not exists (
          select 1 from absences as recorded
          where recorded.company_code = form_submissions.company_code and recorded.submission_id = form_submissions.id
        )
    ),
    days as (
      select day::date as date, count(distinct away.employee_no)::int as away_count
      from generate_series(${from}::date, ${to}::date, interval '1 day') as day
      left join away on day::date between away.date_from and away.date_to
      group by day
    ),
    listed as (
      select away.employee_no, team.first_name, team.last_name, away.date_from, away.date_to, away.source
      from away join team on team.employee_no = away.employee_no
      order by away.date_from, team.last_name, team.first_name, away.employee_no, away.date_to
      limit ${TEAM_ABSENCE_LIST_LIMIT + 1}
    )
    select
      (select count(*)::int from team) as member_count,
      (select coalesce(json_agg(json_build_object('date', to_char(days.date, 'YYYY-MM-DD'), 'awayCount', days.away_count)
        order by days.date), '[]'::json) from days) as days,
      (select coalesce(json_agg(json_build_object('employeeNo', listed.employee_no, 'firstName', listed.first_name,
        'lastName', listed.last_name, 'from', to_char(listed.date_from, 'YYYY-MM-DD'), 'to', to_char(listed.date_to, 'YYYY-MM-DD'),
        'source', listed.source)
        order by listed.date_from, listed.last_name, listed.first_name, listed.employee_no, listed.date_to), '[]'::json) from listed) as absences
  `.execute(db);
  const row = result.rows[0]!;
  return { memberCount: row.member_count, days: row.days, absences: row.absences };
}
