import type { Form, FormField, FormMeta, SubmissionDetail } from '@portal/shared';

// Forms and submissions shaped like the server's answers, for component tests only.

export const FORM_ID = 12;

type FieldOverrides = Partial<Omit<FormField, 'formMeta'>> & { formMeta?: Partial<FormMeta> };

/** A field placed on the test form; its id is also its meta id, its caption 'Laukas {id}' unless given. */
export function aField(id: number, type: number, overrides: FieldOverrides = {}): FormField {
  const { formMeta, ...rest } = overrides;
  return {
    id,
    formId: FORM_ID,
    formMetaId: id,
    sortOrder: id,
    formValue: '',
    formValueId: null,
    formMeta: {
      id,
      type,
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
      ...formMeta,
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
    ...rest,
  };
}

export function aForm(formData: FormField[], overrides: Partial<Omit<Form, 'formData'>> = {}): Form {
  return {
    id: FORM_ID,
    name: 'Bendrasis prašymas',
    nameEn: 'General request',
    isApplication: true,
    formGroupId: 3,
    formSection: null,
    archived: false,
    sortOrder: 1,
    activityCode: null,
    holidayPlanningColor: null,
    allowHolidayPlanning: false,
    messageOnSubmit: null,
    systemName: 'general-request',
    numbering: 'BP',
    bcGroup: null,
    ...overrides,
    formData,
  };
}

export function aSubmission(form: Form, overrides: Partial<SubmissionDetail> = {}): SubmissionDetail {
  return {
    id: 41,
    name: form.name,
    nameEn: form.nameEn,
    documentNo: 'BP-00041',
    state: 'Draft',
    createDate: new Date('2026-11-20T08:15:00Z'),
    updateDate: new Date('2026-11-21T12:40:00Z'),
    submittedBy: { userId: 7, employeeFullName: 'Rūta Kazlauskienė', employeeNo: 'E0007' },
    changedBy: null,
    initiatedBy: null,
    employeeNo: 'E0007',
    dateFrom: null,
    dateTo: null,
    bcGuid: null,
    comment: null,
    version: 3,
    form,
    canManage: true,
    canApprove: false,
    canReject: false,
    canCancel: false,
    canDelete: true,
    canCancelWorkflow: false,
    isCancelWorkflowAssigned: false,
    isAdmin: false,
    isBCDocument: false,
    hasWorkflow: false,
    hasWorkflowAssigned: false,
    workflowId: null,
    cancellationInProgress: false,
    ...overrides,
  };
}

/** An employee as the pickers answer. */
export function aPickerItem(employeeNo: string, name: string, personnelNo = `P${employeeNo.slice(1)}`) {
  return { nameWithEmployeeNo: `${name} (${employeeNo})`, personnelNo, employeeNo };
}
