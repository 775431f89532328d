import type { SortDirection, WorkflowActivityValues, WorkflowTemplateValues } from '@portal/shared';
import { sql } from 'kysely';
import { ownOrSharedDefinition } from '../../db/definition-scope';
import { containsPattern } from '../../db/like-pattern';
import type { Executor } from '../../db/transaction';

// The workflow designer's SQL: workflows, their activities and their mappings to forms (tables of
// migration 0006, owned by the workflows module; the engine reads them through
// workflows/workflow-definitions.repository.ts). Every read is limited to definitions visible to the
// session's company: its own and shared ones (company_code null).

const workflowColumns = [
  'workflows.id',
  'workflows.name',
  'workflows.name_en',
  'workflows.description',
  'workflows.active',
  'workflows.template_created_id',
  'workflows.template_action_id',
  'workflows.template_approved_id',
  'workflows.template_rejected_id',
  'workflows.mark_outlook_calendar',
  'workflows.company_code',
  'workflows.version',
  'workflows.created_at',
  'workflows.updated_at',
] as const;

export interface WorkflowFilter {
  companyCode: string;
  name?: string;
  active?: boolean;
}

function filteredWorkflows(db: Executor, filter: WorkflowFilter) {
  let query = db.selectFrom('workflows').where(ownOrSharedDefinition('workflows.company_code', filter.companyCode));
  if (filter.name !== undefined) {
    const pattern = containsPattern(filter.name);
    query = query.where((eb) => eb.or([eb('workflows.name', 'ilike', pattern), eb('workflows.name_en', 'ilike', pattern)]));
  }
  if (filter.active !== undefined) query = query.where('workflows.active', '=', filter.active);
  return query;
}

const WORKFLOW_SORT_COLUMNS = { name: 'workflows.name', createDate: 'workflows.created_at' } as const;

export function listWorkflows(
  db: Executor,
  filter: WorkflowFilter & { sort: keyof typeof WORKFLOW_SORT_COLUMNS; sortDirection: SortDirection; offset: number; limit: number },
) {
  return filteredWorkflows(db, filter)
    .select([
      ...workflowColumns,
      (eb) =>
        eb
          .selectFrom('workflow_activities')
          .select((count) => count.fn.countAll<number>().as('count'))
          .whereRef('workflow_activities.workflow_id', '=', 'workflows.id')
          .as('activities_count'),
    ])
    .orderBy(WORKFLOW_SORT_COLUMNS[filter.sort], filter.sortDirection)
    .orderBy('workflows.id', filter.sortDirection)
    .offset(filter.offset)
    .limit(filter.limit)
    .execute();
}

export async function countWorkflows(db: Executor, filter: WorkflowFilter): Promise<number> {
  const row = await filteredWorkflows(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export type WorkflowRow = Awaited<ReturnType<typeof findWorkflow>> & {};

/** A workflow visible to the company; another company's is not found. */
export function findWorkflow(db: Executor, companyCode: string, id: number) {
  return db
    .selectFrom('workflows')
    .select(workflowColumns)
    .where('workflows.id', '=', id)
    .where(ownOrSharedDefinition('workflows.company_code', companyCode))
    .executeTakeFirst();
}

/** The same under a row lock: every change of a workflow or its activities goes through it. */
export function lockWorkflow(db: Executor, companyCode: string, id: number) {
  return db
    .selectFrom('workflows')
    .select(workflowColumns)
    .where('workflows.id', '=', id)
    .where(ownOrSharedDefinition('workflows.company_code', companyCode))
    .forUpdate()
    .executeTakeFirst();
}

function workflowValues(values: WorkflowTemplateValues) {
  return {
    name: values.name,
    name_en: values.nameEn,
    description: values.description,
    template_created_id: values.templateCreatedId,
    template_action_id: values.templateActionId,
    template_approved_id: values.templateApprovedId,
    template_rejected_id: values.templateRejectedId,
    mark_outlook_calendar: values.markOutlookCalendar,
  };
}

export async function insertWorkflow(
  db: Executor,
  values: WorkflowTemplateValues & { companyCode: string | null; active: boolean },
): Promise<number> {
  const row = await db
    .insertInto('workflows')
    .values({ ...workflowValues(values), company_code: values.companyCode, active: values.active })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateWorkflow(db: Executor, id: number, values: WorkflowTemplateValues): Promise<void> {
  await db
    .updateTable('workflows')
    .set({ ...workflowValues(values), updated_at: sql`now()`, version: sql`version + 1` })
    .where('id', '=', id)
    .execute();
}

/** Marks a change of the workflow's activities: the version moves on. */
export async function touchWorkflow(db: Executor, id: number): Promise<void> {
  await db
    .updateTable('workflows')
    .set({ updated_at: sql`now()`, version: sql`version + 1` })
    .where('id', '=', id)
    .execute();
}

export async function setWorkflowActive(db: Executor, id: number, active: boolean): Promise<void> {
  await db
    .updateTable('workflows')
    .set({ active, updated_at: sql`now()`, version: sql`version + 1` })
    .where('id', '=', id)
    .execute();
}

export async function deleteWorkflow(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('workflows').where('id', '=', id).execute();
}

export async function countRuns(db: Executor, workflowId: number): Promise<number> {
  const row = await db
    .selectFrom('workflow_instances')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('workflow_id', '=', workflowId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

// ---------------------------------------------------------------------------------------------------
// Activities

export function listActivities(db: Executor, workflowIds: readonly number[]) {
  if (workflowIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('workflow_activities')
    .selectAll()
    .where('workflow_id', 'in', workflowIds)
    .orderBy('workflow_id')
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}
export type ActivityRow = Awaited<ReturnType<typeof listActivities>>[number];

export function findActivity(db: Executor, id: number) {
  return db.selectFrom('workflow_activities').selectAll().where('id', '=', id).executeTakeFirst();
}

function activityValues(workflowId: number, sortOrder: number, values: Omit<WorkflowActivityValues, 'id'>) {
  return {
    workflow_id: workflowId,
    sort_order: sortOrder,
    name: values.name,
    name_en: values.nameEn,
    description: values.description,
    confirm: values.confirm,
    block: values.block,
    disable_block: values.disableBlock,
    initial: values.initial,
    final: values.final,
    actions: [...values.actions],
    user_role_id: values.userRolesId,
    all_to_confirm: values.allToConfirm,
    skip_if_no_participants: values.skipIfNoParticipants,
    duration_working_days: values.durationWorkingDays,
    autocomplete_after_duration: values.autocompleteAfterDuration,
    allow_additional_participants: values.allowAdditionalParticipants,
  };
}

export async function insertActivity(
  db: Executor,
  workflowId: number,
  sortOrder: number,
  values: Omit<WorkflowActivityValues, 'id'>,
): Promise<number> {
  const row = await db
    .insertInto('workflow_activities')
    .values(activityValues(workflowId, sortOrder, values))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateActivity(
  db: Executor,
  id: number,
  workflowId: number,
  sortOrder: number,
  values: Omit<WorkflowActivityValues, 'id'>,
): Promise<void> {
  await db
    .updateTable('workflow_activities')
    .set({ ...activityValues(workflowId, sortOrder, values), updated_at: sql`now()` })
    .where('id', '=', id)
    .where('workflow_id', '=', workflowId)
    .execute();
}

export async function deleteActivities(db: Executor, workflowId: number, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('workflow_activities').where('workflow_id', '=', workflowId).where('id', 'in', ids).execute();
}

// ---------------------------------------------------------------------------------------------------
// What the designer picks from, visible to the company

export function listMessageTemplates(db: Executor, companyCode: string) {
  return db
    .selectFrom('message_templates')
    .select(['id', 'code', 'subject_lt', 'subject_en', 'company_code'])
    .where(ownOrSharedDefinition('message_templates.company_code', companyCode))
    .orderBy('code')
    .orderBy('id')
    .execute();
}

export function listUserRoles(db: Executor, companyCode: string) {
  return db
    .selectFrom('user_roles')
    .select(['id', 'name', 'system_name', 'company_code'])
    .where('active', '=', true)
    .where(ownOrSharedDefinition('user_roles.company_code', companyCode))
    .orderBy('name')
    .orderBy('id')
    .execute();
}

export function listFormGroups(db: Executor, companyCode: string) {
  return db
    .selectFrom('form_groups')
    .select(['id', 'name', 'name_en'])
    .where('archived', '=', false)
    .where(ownOrSharedDefinition('form_groups.company_code', companyCode))
    .orderBy('sort_order')
    .orderBy('name')
    .execute();
}

/** The owners (company_code) of the message templates among `ids` that exist; a missing id is left out. */
export function messageTemplateOwners(db: Executor, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('message_templates').select(['id', 'company_code']).where('id', 'in', ids).execute();
}

export function userRoleOwners(db: Executor, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('user_roles').select(['id', 'company_code', 'active']).where('id', 'in', ids).execute();
}

// ---------------------------------------------------------------------------------------------------
// Mappings

const mappingColumns = [
  'workflow_mappings.id',
  'workflow_mappings.form_id',
  'workflow_mappings.workflow_id',
  'workflow_mappings.type',
  'workflows.name as workflow_name',
  'workflows.name_en as workflow_name_en',
  'workflows.active as workflow_active',
  'workflows.company_code as workflow_company_code',
] as const;

/** The mappings of the forms, with their workflows (visible ones only: a form never maps another company's). */
export function listMappingsOfForms(db: Executor, companyCode: string, formIds: readonly number[]) {
  if (formIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('workflow_mappings')
    .innerJoin('workflows', 'workflows.id', 'workflow_mappings.workflow_id')
    .select(mappingColumns)
    .where('workflow_mappings.form_id', 'in', formIds)
    .where(ownOrSharedDefinition('workflows.company_code', companyCode))
    .orderBy('workflow_mappings.type')
    .orderBy('workflow_mappings.sort_order')
    .orderBy('workflow_mappings.id')
    .execute();
}

/** The forms (visible to the company) the workflows are mapped to. */
export function listFormsOfWorkflows(db: Executor, companyCode: string, workflowIds: readonly number[]) {
  if (workflowIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('workflow_mappings')
    .innerJoin('forms', 'forms.id', 'workflow_mappings.form_id')
    .innerJoin('form_groups', 'form_groups.id', 'forms.form_group_id')
    .select([
      'workflow_mappings.id',
      'workflow_mappings.workflow_id',
      'workflow_mappings.form_id',
      'workflow_mappings.type',
      'forms.name as form_name',
      'forms.name_en as form_name_en',
    ])
    .where('workflow_mappings.workflow_id', 'in', workflowIds)
    .where(ownOrSharedDefinition('form_groups.company_code', companyCode))
    .orderBy('forms.name')
    .orderBy('workflow_mappings.id')
    .execute();
}

export async function countMappings(db: Executor, workflowId: number): Promise<number> {
  const row = await db
    .selectFrom('workflow_mappings')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('workflow_id', '=', workflowId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export interface FormFilter {
  companyCode: string;
  formGroupId?: number;
  formId?: number;
  search?: string;
}

function filteredForms(db: Executor, filter: FormFilter) {
  let query = db
    .selectFrom('forms')
    .innerJoin('form_groups', 'form_groups.id', 'forms.form_group_id')
    .where(ownOrSharedDefinition('form_groups.company_code', filter.companyCode));
  if (filter.formGroupId !== undefined) query = query.where('forms.form_group_id', '=', filter.formGroupId);
  if (filter.formId !== undefined) query = query.where('forms.id', '=', filter.formId);
  if (filter.search !== undefined) {
    const pattern = containsPattern(filter.search);
    query = query.where((eb) => eb.or([eb('forms.name', 'ilike', pattern), eb('forms.name_en', 'ilike', pattern)]));
  }
  return query;
}

const formColumns = [
  'forms.id',
  'forms.name',
  'forms.name_en',
  'forms.archived',
  'forms.form_group_id',
  'form_groups.name as form_group_name',
  'form_groups.company_code',
] as const;

export function listForms(db: Executor, filter: FormFilter & { offset: number; limit: number }) {
  return filteredForms(db, filter)
    .select(formColumns)
    .orderBy('form_groups.sort_order')
    .orderBy('form_groups.id')
    .orderBy('forms.sort_order')
    .orderBy('forms.id')
    .offset(filter.offset)
    .limit(filter.limit)
    .execute();
}

export async function countForms(db: Executor, filter: FormFilter): Promise<number> {
  const row = await filteredForms(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A form visible to the company, locked: its mappings change one at a time (at most one approval workflow in force). */
export function lockForm(db: Executor, companyCode: string, formId: number) {
  return db
    .selectFrom('forms')
    .innerJoin('form_groups', 'form_groups.id', 'forms.form_group_id')
    .select(formColumns)
    .where('forms.id', '=', formId)
    .where(ownOrSharedDefinition('form_groups.company_code', companyCode))
    .forUpdate('forms')
    .executeTakeFirst();
}

export function findMapping(db: Executor, id: number) {
  return db.selectFrom('workflow_mappings').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The form's approval mappings whose workflow is active (in force), other than `exceptWorkflowId`. */
export function approvalMappingsInForce(db: Executor, formId: number, exceptWorkflowId: number) {
  return db
    .selectFrom('workflow_mappings')
    .innerJoin('workflows', 'workflows.id', 'workflow_mappings.workflow_id')
    .select(['workflow_mappings.id', 'workflow_mappings.workflow_id'])
    .where('workflow_mappings.form_id', '=', formId)
    .where('workflow_mappings.type', '=', 0)
    .where('workflows.active', '=', true)
    .where('workflow_mappings.workflow_id', '<>', exceptWorkflowId)
    .execute();
}

/** The forms the workflow is mapped to for approval. */
export function approvalFormsOf(db: Executor, workflowId: number) {
  return db
    .selectFrom('workflow_mappings')
    .innerJoin('forms', 'forms.id', 'workflow_mappings.form_id')
    .select(['forms.id', 'forms.archived'])
    .where('workflow_mappings.workflow_id', '=', workflowId)
    .where('workflow_mappings.type', '=', 0)
    .orderBy('forms.id')
    .execute();
}

export async function insertMapping(db: Executor, values: { formId: number; workflowId: number; type: number }): Promise<number> {
  const next = await db
    .selectFrom('workflow_mappings')
    .select((eb) => eb.fn.coalesce(eb.fn.max('sort_order'), sql<number>`-1`).as('max'))
    .where('form_id', '=', values.formId)
    .where('type', '=', values.type)
    .executeTakeFirstOrThrow();
  const row = await db
    .insertInto('workflow_mappings')
    .values({ form_id: values.formId, workflow_id: values.workflowId, type: values.type, sort_order: Number(next.max) + 1 })
    .onConflict((conflict) => conflict.constraint('workflow_mappings_unique').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? 0;
}

export function findMappingOf(db: Executor, values: { formId: number; workflowId: number; type: number }) {
  return db
    .selectFrom('workflow_mappings')
    .select('id')
    .where('form_id', '=', values.formId)
    .where('workflow_id', '=', values.workflowId)
    .where('type', '=', values.type)
    .executeTakeFirst();
}

export async function deleteMapping(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('workflow_mappings').where('id', '=', id).execute();
}
