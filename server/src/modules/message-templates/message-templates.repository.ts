import type { MessageTemplateSort, MessageTemplateType, SortDirection } from '@portal/shared';
import { sql } from 'kysely';
import { ownOrSharedDefinition } from '../../db/definition-scope';
import { containsPattern } from '../../db/like-pattern';
import type { Executor } from '../../db/transaction';

// Message templates (migration 0006, per company since 0027): this module owns the table; the
// workflow engine reads templates by id and code (workflows/workflow-notices.repository.ts). Every read
// is scoped to the session's company and the shared templates: another company's reads as nothing.

export interface TemplateRow {
  id: number;
  code: string;
  type: number;
  subject_lt: string;
  subject_en: string;
  text_lt: string;
  text_en: string;
  company_code: string | null;
}

const columns = [
  'template.id',
  'template.code',
  'template.type',
  'template.subject_lt',
  'template.subject_en',
  'template.text_lt',
  'template.text_en',
  'template.company_code',
] as const;

export interface TemplateFilter {
  companyCode: string;
  search?: string | undefined;
  type?: MessageTemplateType | undefined;
}

function visibleTemplates(db: Executor, filter: TemplateFilter) {
  let query = db.selectFrom('message_templates as template').where(ownOrSharedDefinition('template.company_code', filter.companyCode));
  if (filter.type !== undefined) query = query.where('template.type', '=', filter.type);
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    query = query.where((eb) =>
      eb.or([
        eb('template.code', 'ilike', pattern),
        eb('template.subject_lt', 'ilike', pattern),
        eb('template.subject_en', 'ilike', pattern),
      ]),
    );
  }
  return query;
}

/** The number of workflows naming the template (by the column's id) for one of their four notices. */
function workflowsUsing(templateId: string) {
  return sql<number>`(select count(*)::int from workflows where ${sql.ref(templateId)} in (workflows.template_created_id, workflows.template_action_id, workflows.template_approved_id, workflows.template_rejected_id))`;
}

const SORT_COLUMNS = {
  code: sql`lower(template.code)`,
  subject: sql`lower(template.subject_lt)`,
} satisfies Record<MessageTemplateSort, unknown>;

export function listTemplates(
  db: Executor,
  filter: TemplateFilter & { sort: MessageTemplateSort; sortDirection: SortDirection; offset: number; limit: number },
) {
  return visibleTemplates(db, filter)
    .select([...columns, workflowsUsing('template.id').as('workflows_count')])
    .orderBy(SORT_COLUMNS[filter.sort], filter.sortDirection)
    .orderBy('template.id', filter.sortDirection)
    .offset(filter.offset)
    .limit(filter.limit)
    .execute();
}

export async function countTemplates(db: Executor, filter: TemplateFilter): Promise<number> {
  const row = await visibleTemplates(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Every template of the type the company sees, by code (for the workflow editor's pickers). */
export function listByType(db: Executor, companyCode: string, type: MessageTemplateType, limit: number) {
  return visibleTemplates(db, { companyCode, type })
    .select(columns)
    .orderBy(sql`lower(template.code)`)
    .orderBy('template.id')
    .limit(limit)
    .execute();
}

export function findTemplate(db: Executor, companyCode: string, id: number): Promise<TemplateRow | undefined> {
  return visibleTemplates(db, { companyCode }).select(columns).where('template.id', '=', id).executeTakeFirst();
}

/** The template locked for the transaction: concurrent saves of one template are decided one at a time. */
export function lockTemplate(trx: Executor, companyCode: string, id: number): Promise<TemplateRow | undefined> {
  return visibleTemplates(trx, { companyCode }).select(columns).where('template.id', '=', id).forUpdate().executeTakeFirst();
}

/** Whether another template of the same scope (the company, or the shared ones) has the code. */
export async function isCodeTaken(db: Executor, query: { companyCode: string | null; code: string; exceptId?: number }): Promise<boolean> {
  let select = db
    .selectFrom('message_templates')
    .select('id')
    .where(sql<string>`coalesce(company_code, '')`, '=', query.companyCode ?? '')
    .where('code', '=', query.code);
  if (query.exceptId !== undefined) select = select.where('id', '<>', query.exceptId);
  return (await select.executeTakeFirst()) !== undefined;
}

export interface TemplateValues {
  code: string;
  type: MessageTemplateType;
  subjectLt: string;
  subjectEn: string;
  textLt: string;
  textEn: string;
}

function columnsOf(values: TemplateValues) {
  return {
    code: values.code,
    type: values.type,
    subject_lt: values.subjectLt,
    subject_en: values.subjectEn,
    text_lt: values.textLt,
    text_en: values.textEn,
  };
}

export async function insertTemplate(db: Executor, companyCode: string, values: TemplateValues): Promise<number> {
  const row = await db
    .insertInto('message_templates')
    .values({ company_code: companyCode, ...columnsOf(values) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateTemplate(db: Executor, id: number, values: TemplateValues): Promise<void> {
  await db
    .updateTable('message_templates')
    .set({ ...columnsOf(values), updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

export async function deleteTemplate(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('message_templates').where('id', '=', id).execute();
}

export async function countWorkflowsUsing(db: Executor, id: number): Promise<number> {
  const row = await db
    .selectFrom('workflows')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where((eb) =>
      eb.or([
        eb('template_created_id', '=', id),
        eb('template_action_id', '=', id),
        eb('template_approved_id', '=', id),
        eb('template_rejected_id', '=', id),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

// ---------------------------------------------------------------------------------------------------
// Documents to fill a preview or a test mail with

/** The step the document's open run is at (else its last started one), for {activityName}. */
export function findCurrentActivity(db: Executor, submissionId: number) {
  return db
    .selectFrom('workflow_instance_activities')
    .innerJoin('workflow_instances', 'workflow_instances.id', 'workflow_instance_activities.instance_id')
    .select(['workflow_instance_activities.name', 'workflow_instance_activities.name_en'])
    .where('workflow_instances.submission_id', '=', submissionId)
    .where('workflow_instance_activities.started_at', 'is not', null)
    .orderBy('workflow_instance_activities.started_at', 'desc')
    .orderBy('workflow_instance_activities.id', 'desc')
    .limit(1)
    .executeTakeFirst();
}
