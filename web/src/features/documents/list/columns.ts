import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { DocumentPseudoColumn, type FormMeta, localized } from '@portal/shared';

const pseudoColumnNames = {
  [DocumentPseudoColumn.status]: msg`Status`,
  [DocumentPseudoColumn.creationDate]: msg`Created`,
  [DocumentPseudoColumn.documentNumber]: msg`Document no.`,
  [DocumentPseudoColumn.form]: msg`Form`,
  [DocumentPseudoColumn.employee]: msg`Employee`,
  [DocumentPseudoColumn.period]: msg`Period`,
  [DocumentPseudoColumn.lastChange]: msg`Last change`,
} satisfies Record<DocumentPseudoColumn, unknown>;

/** The heading of a column or search field: a pseudo-column's name, or the field's caption in the interface language. */
export function columnName(
  column: { formMetaId: number; isPseudoColumn: boolean },
  metas: ReadonlyMap<number, FormMeta>,
  i18n: I18n,
): string {
  if (column.isPseudoColumn && column.formMetaId in pseudoColumnNames) {
    return i18n._(pseudoColumnNames[column.formMetaId as DocumentPseudoColumn]);
  }
  const meta = metas.get(column.formMetaId);
  return meta ? localized(meta.caption, meta.captionEn, i18n.locale) : `#${column.formMetaId}`;
}

/** The list sorts by every column but the employee's name (the server has no index to walk for it). */
export function isSortable(column: { formMetaId: number; isPseudoColumn: boolean }): boolean {
  return !(column.isPseudoColumn && column.formMetaId === DocumentPseudoColumn.employee);
}
