import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { DocumentPseudoColumn, type FormMeta, localized } from '@portal/shared';

const pseudoColumnNames = {
  [DocumentPseudoColumn.status]: msg`Status`,
  [DocumentPseudoColumn.creationDate]: msg`Created`,
  [DocumentPseudoColumn.documentNumber]: msg`Document no.`,
};

/** The heading of a column or search field: a pseudo-column's name, or the field's caption in the interface language. */
export function columnName(
  column: { formMetaId: number; isPseudoColumn: boolean },
  metas: ReadonlyMap<number, FormMeta>,
  i18n: I18n,
): string {
  if (column.isPseudoColumn) {
    const name = pseudoColumnNames[column.formMetaId as DocumentPseudoColumn];
    if (name) return i18n._(name);
  }
  const meta = metas.get(column.formMetaId);
  return meta ? localized(meta.caption, meta.captionEn, i18n.locale) : `#${column.formMetaId}`;
}
