import { type ActiveWorkflowSort, type IsoDate, type SortDirection, type SubmissionState } from '@portal/shared';
import { type ExpressionBuilder, type SelectQueryBuilder, sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Database } from '../../db/database';
import type { Executor } from '../../db/transaction';
import * as usersRepository from '../users/users.repository';

// Running approvals: the company's submissions waiting on a workflow step (workflow_activity_id is set
// while a step waits and cleared when the run ends), one statement for the page and one for the count.
// Partial indexes of migration 0033 cover the order and the filters.

export interface ActiveWorkflowFilter {
  companyCode: string;
  today: IsoDate;
  formId?: number;
  state?: SubmissionState;
  employeeNo?: string;
  initiatedBy?: number;
  participantUserId?: number;
  overdueOnly?: boolean;
  dateFrom?: IsoDate;
  dateTo?: IsoDate;
}

type RunningQuery<O> = SelectQueryBuilder<Database, 'form_submissions', O>;

function filtered<O>(query: RunningQuery<O>, filter: ActiveWorkflowFilter): RunningQuery<O> {
  let result = query
    .where('form_submissions.company_code', '=', filter.companyCode)
    .where('form_submissions.workflow_activity_id', 'is not', null);
  if (filter.formId !== undefined) result = result.where('form_submissions.form_id', '=', filter.formId);
  if (filter.state !== undefined) result = result.where('form_submissions.state', '=', filter.state);
  if (filter.employeeNo !== undefined) result = result.where('form_submissions.employee_no', '=', filter.employeeNo);
  if (filter.initiatedBy !== undefined) result = result.where('form_submissions.initiated_by', '=', filter.initiatedBy);
  if (filter.overdueOnly) result = result.where('form_submissions.deadline', '<', filter.today);
  // The business day a step started on, in the database's time zone of the timestamp: from and to inclusive.
  if (filter.dateFrom !== undefined)
    result = result.where('form_submissions.workflow_activity_date', '>=', sql<Date>`${filter.dateFrom}::date`);
  if (filter.dateTo !== undefined)
    result = result.where('form_submissions.workflow_activity_date', '<', sql<Date>`${filter.dateTo}::date + 1`);
  const participant = filter.participantUserId;
  if (participant !== undefined) {
    result = result.where((eb: ExpressionBuilder<Database, 'form_submissions'>) =>
      eb.exists(
        eb
          .selectFrom('workflow_participants')
          .select(sql`1`.as('one'))
          .whereRef('workflow_participants.instance_activity_id', '=', 'form_submissions.workflow_activity_id')
          .where('workflow_participants.user_id', '=', participant),
      ),
    );
  }
  return result;
}

const sortColumns = {
  waitingSince: 'form_submissions.workflow_activity_date',
  deadline: 'form_submissions.deadline',
  documentNo: 'form_submissions.document_no',
  createDate: 'form_submissions.created_at',
} as const satisfies Record<ActiveWorkflowSort, string>;

export function countRunning(db: Executor, filter: ActiveWorkflowFilter) {
  return filtered(
    db.selectFrom('form_submissions').select((eb) => eb.fn.countAll<string>().as('total')),
    filter,
  ).executeTakeFirstOrThrow();
}

export function listRunning(
  db: Executor,
  filter: ActiveWorkflowFilter,
  order: { sort: ActiveWorkflowSort; direction: SortDirection },
  page: { limit: number; offset: number },
) {
  const column = sortColumns[order.sort];
  return filtered(
    db
      .selectFrom('form_submissions')
      .innerJoin('forms', 'forms.id', 'form_submissions.form_id')
      .innerJoin('workflow_instance_activities', 'workflow_instance_activities.id', 'form_submissions.workflow_activity_id')
      .innerJoin('workflow_instances', 'workflow_instances.id', 'workflow_instance_activities.instance_id')
      .innerJoin('workflows', 'workflows.id', 'workflow_instances.workflow_id')
      .leftJoin('employees', (join) =>
        join
          .onRef('employees.company_code', '=', 'form_submissions.company_code')
          .onRef('employees.employee_no', '=', 'form_submissions.employee_no'),
      )
      .select([
        'form_submissions.id',
        'form_submissions.document_no',
        'form_submissions.state',
        'form_submissions.cancellation_in_progress',
        'form_submissions.created_at',
        'form_submissions.employee_no',
        'form_submissions.date_from',
        'form_submissions.date_to',
        'form_submissions.deadline',
        'form_submissions.workflow_activity_date',
        'forms.id as form_id',
        // A filed document keeps the name its form had (migration 0033).
        sql<string>`coalesce(form_submissions.filed_form_name, forms.name)`.as('form_name'),
        sql<
          string | null
        >`case when form_submissions.filed_form_name is null then forms.name_en else form_submissions.filed_form_name_en end`.as(
          'form_name_en',
        ),
        'workflows.id as workflow_id',
        'workflows.name as workflow_name',
        'workflows.name_en as workflow_name_en',
        'workflow_instances.started_at',
        'workflow_instance_activities.id as activity_id',
        'workflow_instance_activities.name as activity_name',
        'workflow_instance_activities.name_en as activity_name_en',
        'employees.first_name as employee_first_name',
        'employees.last_name as employee_last_name',
      ])
      .select((eb) => [
        usersRepository.withEmployeeNameObject(eb.ref('form_submissions.initiated_by'), filter.companyCode).as('initiator'),
        jsonArrayFrom(
          eb
            .selectFrom('workflow_participants')
            .select([
              'workflow_participants.user_id',
              'workflow_participants.name',
              'workflow_participants.employee_no',
              'workflow_participants.action',
            ])
            .whereRef('workflow_participants.instance_activity_id', '=', 'form_submissions.workflow_activity_id')
            .orderBy('workflow_participants.id'),
        ).as('participants'),
      ]),
    filter,
  )
    .orderBy(sql.ref(column), sql.raw(order.direction === 'desc' ? 'desc nulls last' : 'asc nulls last'))
    .orderBy('form_submissions.id', order.direction)
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}
export type RunningRow = Awaited<ReturnType<typeof listRunning>>[number];
