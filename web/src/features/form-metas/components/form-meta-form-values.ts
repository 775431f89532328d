import { type FormMetaDetails, FormMetaInputSchema, type FormMetaValues } from '@portal/shared';

/** What the field dialog edits: texts as typed ('' for empty), the type as a number. */
export interface FormMetaFormValues {
  caption: string;
  captionEn: string;
  mandatory: boolean;
  requiredErrorMessage: string;
  requiredErrorMessageEn: string;
  type: number;
  formDataType: string;
  cssClass: string;
  dataSourceFieldKey: string;
  formMetaPrevaluesListId: number | null;
  searchVisible: boolean;
  tableVisible: boolean;
  searchOrdering: number;
  tableOrdering: number;
}

export function formMetaFormValuesOf(meta: FormMetaDetails | null): FormMetaFormValues {
  return {
    caption: meta?.caption ?? '',
    captionEn: meta?.captionEn ?? '',
    mandatory: meta?.mandatory ?? false,
    requiredErrorMessage: meta?.requiredErrorMessage ?? '',
    requiredErrorMessageEn: meta?.requiredErrorMessageEn ?? '',
    type: meta?.type ?? 0,
    formDataType: meta?.formDataType ?? '',
    cssClass: meta?.cssClass ?? '',
    dataSourceFieldKey: meta?.dataSourceFieldKey ?? '',
    formMetaPrevaluesListId: meta?.formMetaPrevaluesListId ?? null,
    searchVisible: meta?.searchVisible ?? false,
    tableVisible: meta?.tableVisible ?? false,
    searchOrdering: meta?.searchOrdering ?? 0,
    tableOrdering: meta?.tableOrdering ?? 0,
  };
}

/** The body the server gets, by the shared rules ('' becomes null). */
export function formMetaBodyOf(values: FormMetaFormValues): FormMetaValues {
  return FormMetaInputSchema.parse(values);
}
