import {
  DocumentPseudoColumn,
  ErrorCode,
  type FieldErrors,
  type FormMeta,
  type FormSettings,
  type FormSettingsColumn,
  isPseudoColumn,
  type TableSettingInput,
} from '@portal/shared';
import { type Selectable, sql } from 'kysely';
import type { Database } from '../../db/database';
import { type Executor, withTransaction } from '../../db/transaction';
import { DomainError } from '../../errors/domain-error';

// The documents list's columns and search fields per user and form group (spec 1 §3 "Table
// settings", "Form settings response"; table document_table_settings). A user's row overrides the
// field's own defaults (form_metas.table_visible, table_ordering, search_visible, search_ordering);
// a group's fields are those of its forms and its sub-groups' forms. Group null: all groups.

// What the list shows until the user chooses (issue #12): the columns people read first, before
// the fields (whose orderings are small numbers); the creation date after the fields, hidden. A
// field's column is offered in the table settings but hidden until the user shows it, whatever
// form_metas.table_visible says: a column per field made the list unreadable.
const PSEUDO_COLUMN_DEFAULTS: Record<DocumentPseudoColumn, { ordering: number; visible: boolean }> = {
  [DocumentPseudoColumn.documentNumber]: { ordering: -6, visible: true },
  [DocumentPseudoColumn.form]: { ordering: -5, visible: true },
  [DocumentPseudoColumn.employee]: { ordering: -4, visible: true },
  [DocumentPseudoColumn.period]: { ordering: -3, visible: true },
  [DocumentPseudoColumn.status]: { ordering: -2, visible: true },
  [DocumentPseudoColumn.lastChange]: { ordering: -1, visible: true },
  [DocumentPseudoColumn.creationDate]: { ordering: 1001, visible: false },
};
const FIELD_COLUMN_VISIBLE_DEFAULT = false;

export interface GroupScope {
  /** Null: every group. */
  formGroupId: number | null;
  formIds: number[];
  hasActiveForm: boolean;
}

/** The ids of a group and of every group below it, as a subquery. */
export function groupTreeIds(formGroupId: number) {
  return sql<number>`(with recursive tree (id) as (
    select id from form_groups where id = ${formGroupId}
    union select form_groups.id from form_groups join tree on form_groups.parent_id = tree.id
  ) select id from tree)`;
}

/** The forms of a group and its sub-groups (archived ones too: their documents stay listed), or of every group; null when the group does not exist. */
export async function findGroupScope(db: Executor, formGroupId: number | null): Promise<GroupScope | null> {
  let query = db.selectFrom('forms').select(['id', 'archived']);
  if (formGroupId !== null) {
    const group = await db.selectFrom('form_groups').select('id').where('id', '=', formGroupId).executeTakeFirst();
    if (!group) return null;
    query = query.where('form_group_id', 'in', groupTreeIds(formGroupId));
  }
  const forms = await query.orderBy('id').execute();
  return { formGroupId, formIds: forms.map((form) => form.id), hasActiveForm: forms.some((form) => !form.archived) };
}

function formMetaOf(row: Selectable<Database['form_metas']>): FormMeta {
  return {
    id: row.id,
    type: row.type,
    formDataType: row.form_data_type,
    caption: row.caption,
    captionEn: row.caption_en,
    mandatory: row.mandatory,
    requiredErrorMessage: row.required_error_message,
    requiredErrorMessageEn: row.required_error_message_en,
    cssClass: row.css_class,
    dataSourceFieldKey: row.data_source_field_key,
    systemic: row.systemic,
    formMetaPrevaluesListId: row.pre_values_list_id,
    searchVisible: row.search_visible,
    tableVisible: row.table_visible,
    searchOrdering: row.search_ordering,
    tableOrdering: row.table_ordering,
  };
}

/** The field definitions placed on any of the forms, each once. */
export async function listMetasOfForms(db: Executor, formIds: readonly number[]): Promise<FormMeta[]> {
  if (formIds.length === 0) return [];
  const rows = await db
    .selectFrom('form_metas')
    .selectAll()
    .where('id', 'in', db.selectFrom('form_data').select('form_meta_id').where('form_id', 'in', formIds))
    .orderBy('table_ordering')
    .orderBy('id')
    .execute();
  return rows.map(formMetaOf);
}

function listUserSettings(db: Executor, userId: number, formGroupId: number | null) {
  return db
    .selectFrom('document_table_settings')
    .selectAll()
    .where('user_id', '=', userId)
    .where(sql`coalesce(form_group_id, 0)`, '=', formGroupId ?? 0)
    .execute();
}

type SettingsRow = Awaited<ReturnType<typeof listUserSettings>>[number];

function inOrder(columns: FormSettingsColumn[]): FormSettingsColumn[] {
  return columns.sort(
    (a, b) => a.ordering - b.ordering || Number(b.isPseudoColumn) - Number(a.isPseudoColumn) || a.formMetaId - b.formMetaId,
  );
}

/** The table columns (pseudo-columns first, then the fields) and search fields of the user, their own settings over the defaults. */
export function columnsOf(metas: readonly FormMeta[], rows: readonly SettingsRow[]): Pick<FormSettings, 'table' | 'search'> {
  const byMeta = new Map(rows.filter((row) => row.form_meta_id !== null).map((row) => [row.form_meta_id!, row]));
  const byPseudo = new Map(rows.filter((row) => row.pseudo_column !== null).map((row) => [row.pseudo_column!, row]));
  const pseudoColumns = Object.entries(PSEUDO_COLUMN_DEFAULTS).map(([column, defaults]) => {
    const own = byPseudo.get(Number(column));
    return {
      formMetaId: Number(column),
      isPseudoColumn: true,
      visible: own?.table_visible ?? defaults.visible,
      ordering: own?.table_ordering ?? defaults.ordering,
    };
  });
  const table = metas.map((meta) => {
    const own = byMeta.get(meta.id);
    return {
      formMetaId: meta.id,
      isPseudoColumn: false,
      visible: own?.table_visible ?? FIELD_COLUMN_VISIBLE_DEFAULT,
      ordering: own?.table_ordering ?? meta.tableOrdering,
    };
  });
  const search = metas.map((meta) => {
    const own = byMeta.get(meta.id);
    return {
      formMetaId: meta.id,
      isPseudoColumn: false,
      visible: own?.search_visible ?? meta.searchVisible,
      ordering: own?.search_ordering ?? meta.searchOrdering,
    };
  });
  return { table: inOrder([...pseudoColumns, ...table]), search: inOrder(search) };
}

/** The caller's settings of a group (null: all groups); null when the group does not exist. */
export async function loadFormSettings(db: Executor, userId: number, formGroupId: number | null): Promise<FormSettings | null> {
  const scope = await findGroupScope(db, formGroupId);
  if (!scope) return null;
  const [metas, rows] = await Promise.all([listMetasOfForms(db, scope.formIds), listUserSettings(db, userId, formGroupId)]);
  return { formGroupId, meta: metas, ...columnsOf(metas, rows), canCreate: scope.hasActiveForm, isBCForm: false };
}

/**
 * The form metas of the columns the user's documents table shows for a group, or for the group of
 * `formId`, else for all groups: columnsOf()'s visible fields, in one query (the list asks on every page).
 */
export async function visibleTableMetaIds(db: Executor, userId: number, formGroupId: number | null, formId?: number): Promise<number[]> {
  const group =
    formGroupId !== null
      ? sql`${formGroupId}::int`
      : formId !== undefined
        ? sql`(select form_group_id from forms where id = ${formId})`
        : sql`null::int`;
  const { rows } = await sql<{ id: number }>`
    with recursive settings_group (id) as (select ${group}),
    tree (id) as (
      select form_groups.id from form_groups join settings_group on form_groups.id = settings_group.id
      union select form_groups.id from form_groups join tree on form_groups.parent_id = tree.id
    )
    select form_metas.id from form_metas
    left join document_table_settings as own on own.user_id = ${userId} and own.form_meta_id = form_metas.id
      and coalesce(own.form_group_id, 0) = coalesce((select id from settings_group), 0)
    where coalesce(own.table_visible, ${FIELD_COLUMN_VISIBLE_DEFAULT})
      and form_metas.id in (
        select form_data.form_meta_id from form_data join forms on forms.id = form_data.form_id
        where (select id from settings_group) is null or forms.form_group_id in (select id from tree))
    order by form_metas.id`.execute(db);
  return rows.map((row) => row.id);
}

/**
 * Saves the caller's settings of the named columns (the others keep theirs) in one transaction and
 * answers the settings. Every field must be one of the group's; a pseudo-column is never a search field.
 */
export async function saveFormSettings(
  db: Executor,
  userId: number,
  formGroupId: number | null,
  columns: readonly TableSettingInput[],
): Promise<FormSettings | null> {
  return withTransaction(db, async (trx) => {
    const current = await loadFormSettings(trx, userId, formGroupId);
    if (!current) return null;
    const groupMetaIds = new Set(current.meta.map((meta) => meta.id));
    const fieldErrors: FieldErrors = {};
    columns.forEach((column, index) => {
      if (!isPseudoColumn(column.formMetaId) && !groupMetaIds.has(column.formMetaId))
        fieldErrors[`columns.${index}.formMetaId`] = [ErrorCode.invalidValue];
    });
    if (Object.keys(fieldErrors).length > 0) throw new DomainError(ErrorCode.invalidValue, { fieldErrors });
    if (columns.length === 0) return current;

    const tableOrdering = new Map(current.table.map((column) => [column.formMetaId, column.ordering]));
    const searchOrdering = new Map(current.search.map((column) => [column.formMetaId, column.ordering]));
    await trx
      .insertInto('document_table_settings')
      .values(
        columns.map((column) => {
          const isPseudo = isPseudoColumn(column.formMetaId);
          return {
            user_id: userId,
            form_group_id: formGroupId,
            form_meta_id: isPseudo ? null : column.formMetaId,
            pseudo_column: isPseudo ? column.formMetaId : null,
            table_visible: column.tableVisible,
            search_visible: isPseudo ? false : column.searchVisible,
            table_ordering: column.tableOrdering ?? tableOrdering.get(column.formMetaId) ?? 0,
            search_ordering: column.searchOrdering ?? searchOrdering.get(column.formMetaId) ?? 0,
          };
        }),
      )
      // The unique index of migration 0003, expression for expression.
      .onConflict((conflict) =>
        conflict
          .expression(sql`user_id, coalesce(form_group_id, 0), coalesce(form_meta_id, 0), coalesce(pseudo_column, 0)`)
          .doUpdateSet((eb) => ({
            table_visible: eb.ref('excluded.table_visible'),
            search_visible: eb.ref('excluded.search_visible'),
            table_ordering: eb.ref('excluded.table_ordering'),
            search_ordering: eb.ref('excluded.search_ordering'),
          })),
      )
      .execute();
    return loadFormSettings(trx, userId, formGroupId);
  });
}
