import {
  FieldType,
  type SubmissionDetail,
  type WorkflowLogEntry,
  type WorkflowMapping,
  type WorkflowParticipant,
  type WorkflowPlan,
  type WorkflowPlanActivity,
} from '@portal/shared';
import { aField, aForm, aSubmission, FORM_ID } from '../../../forms/testing/form-fixtures';

// Workflow answers shaped like the server's (shared/src/workflows/workflow.schemas.ts), for component tests only.

/** The general request (form 12) with one text field, as document 41. */
export function aDocument(overrides: Partial<SubmissionDetail> = {}): SubmissionDetail {
  const form = aForm([aField(1, FieldType.text, { formValue: 'Darbo grafikas', formMeta: { caption: 'Tema' } })]);
  return aSubmission(form, overrides);
}

export function aMapping(workflowId: number, name: string, overrides: Partial<WorkflowMapping> = {}): WorkflowMapping {
  return {
    id: workflowId * 10,
    formId: FORM_ID,
    workflowId,
    type: 0,
    workflow: { id: workflowId, name, nameEn: null, description: '' },
    ...overrides,
  };
}

export function aParticipant(id: number, name: string, overrides: Partial<WorkflowParticipant> = {}): WorkflowParticipant {
  return {
    id,
    userId: id + 100,
    name,
    employeeNo: `E${String(id).padStart(4, '0')}`,
    action: 0,
    updated: null,
    comment: null,
    systemComment: null,
    actedBy: null,
    substitutes: [],
    canRemove: true,
    allToConfirmOverride: false,
    ...overrides,
  };
}

export function anActivity(id: number, name: string, overrides: Partial<WorkflowPlanActivity> = {}): WorkflowPlanActivity {
  return {
    id,
    workflowId: 5,
    name,
    nameEn: null,
    description: '',
    state: 'waiting',
    confirm: true,
    final: false,
    allToConfirm: false,
    skipIfNoParticipants: false,
    durationWorkingDays: null,
    autocompleteAfterDuration: false,
    allowAdditionalParticipants: false,
    deadline: null,
    isNearDeadline: false,
    startedAt: null,
    finishedAt: null,
    userRoles: null,
    workflowActivityParticipants: [],
    ...overrides,
  };
}

export function aPlan(activities: WorkflowPlanActivity[], overrides: Partial<WorkflowPlan> = {}): WorkflowPlan {
  return {
    instanceId: 900,
    workflowId: 5,
    workflowName: 'Vadovo tvirtinimas',
    workflowNameEn: null,
    type: 0,
    state: 'planned',
    workflowActivities: activities,
    additionalParticipants: activities.some((activity) => activity.allowAdditionalParticipants),
    ...overrides,
  };
}

export function aLogEntry(id: number, description: string, createDate: Date, overrides: Partial<WorkflowLogEntry> = {}): WorkflowLogEntry {
  return {
    id,
    description,
    action: null,
    createDate,
    activityName: null,
    activityNameEn: null,
    executedBy: null,
    onBehalfOf: null,
    comment: null,
    files: [],
    workflowExecutionLogEntries: [],
    ...overrides,
  };
}
