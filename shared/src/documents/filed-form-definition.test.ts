import { describe, expect, it } from 'vitest';
import { type FiledFormDefinition, FiledFormDefinitionSchema, formWithFiledValues } from './filed-form-definition';

const definition: FiledFormDefinition = {
  snapshotVersion: 1,
  id: 7,
  name: 'Prašymas',
  nameEn: 'Request',
  isApplication: false,
  formGroupId: 2,
  formSection: null,
  archived: false,
  sortOrder: 1,
  activityCode: null,
  holidayPlanningColor: null,
  allowHolidayPlanning: false,
  messageOnSubmit: null,
  systemName: 'request',
  numbering: null,
  bcGroup: null,
  formData: [1, 2].map((id) => ({
    id,
    formId: 7,
    formMetaId: id * 10,
    sortOrder: id,
    formMeta: {
      id: id * 10,
      type: 0,
      formDataType: null,
      caption: `Laukas ${id}`,
      captionEn: `Field ${id}`,
      mandatory: false,
      requiredErrorMessage: null,
      requiredErrorMessageEn: null,
      cssClass: null,
      dataSourceFieldKey: null,
      systemic: false,
      formMetaPrevaluesListId: null,
      searchVisible: false,
      tableVisible: false,
      searchOrdering: 0,
      tableOrdering: 0,
    },
    formValidation: [],
    preValues: [],
    formDataGroupId: null,
    showSubordinateEmployees: false,
    showDepartmentEmployees: false,
    showWorkTimeSetupEmployees: false,
    excludeFromMessages: false,
    includeHolidaysAnnualLeave: false,
    isMultiple: false,
    cssClass: null,
    activityCode: null,
    activityCodeAdditional: null,
  })),
};

describe('formWithFiledValues', () => {
  it('puts the entries into the filed fields and leaves a field without an entry empty', () => {
    const form = formWithFiledValues(definition, [{ id: 55, formDataId: 2, formValue: 'Tekstas' }]);
    expect(form.name).toBe('Prašymas');
    expect(form).not.toHaveProperty('snapshotVersion');
    expect(form.formData.map((field) => [field.id, field.formValue, field.formValueId])).toEqual([
      [1, '', null],
      [2, 'Tekstas', 55],
    ]);
  });

  it('refuses a stored definition of another shape', () => {
    expect(FiledFormDefinitionSchema.safeParse({ ...definition, snapshotVersion: 2 }).success).toBe(false);
    expect(FiledFormDefinitionSchema.safeParse({ ...definition, formData: [{ id: 1 }] }).success).toBe(false);
  });
});
