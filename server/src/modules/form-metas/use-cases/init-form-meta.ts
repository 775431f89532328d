import { FIELD_TYPE_NUMBERS, type FormMetaDefaults, fieldTypeOf, usesPreValueList } from '@portal/shared';

/** GET admin-area/form-meta/init: a new field's values and every field type of the registry (the web translates the names). */
export function initFormMeta(): FormMetaDefaults {
  return {
    values: {
      caption: '',
      captionEn: null,
      mandatory: false,
      requiredErrorMessage: null,
      requiredErrorMessageEn: null,
      type: 0,
      formDataType: null,
      cssClass: null,
      dataSourceFieldKey: null,
      formMetaPrevaluesListId: null,
      searchVisible: false,
      tableVisible: false,
      searchOrdering: 0,
      tableOrdering: 0,
    },
    types: [...FIELD_TYPE_NUMBERS]
      .sort((a, b) => a - b)
      .map((type) => ({ type, name: fieldTypeOf(type).name, usesPreValueList: usesPreValueList(type) })),
  };
}
