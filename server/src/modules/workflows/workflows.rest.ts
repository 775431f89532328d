import { defineRestRows } from '../../plugins/rest-api';

// Spec 1 §7: the workflow calls live under documents/ like the rest of the document view's calls.
// Older clients send the add-participant bodies with capitalised keys (Id, ParticipantActivityId …).
function participantBody(params: Record<string, string>, body: unknown): Record<string, unknown> {
  const source = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const pick = (...keys: string[]) => keys.map((key) => source[key]).find((value) => value !== undefined);
  const input: Record<string, unknown> = {
    id: params.id,
    participantActivityId: pick('participantActivityId', 'ParticipantActivityId'),
  };
  const userId = pick('userId', 'UserId');
  const departmentCode = pick('departmentCode', 'DepartmentCode');
  const filter = pick('filterSDLAEmployees', 'FilterSDLAEmployees');
  const jobTitleCode = pick('jobTitleCode', 'JobTitleCode');
  if (userId !== undefined) input.userId = userId;
  if (departmentCode !== undefined) input.departmentCode = departmentCode;
  if (filter !== undefined) input.filterSDLAEmployees = filter;
  if (jobTitleCode !== undefined) input.jobTitleCode = jobTitleCode;
  return input;
}

function actionBody(params: Record<string, string>, body: unknown): Record<string, unknown> {
  const source = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  return {
    id: params.id,
    ...(source.comment === undefined || source.comment === null ? {} : { comment: source.comment }),
    ...(source.participantId === undefined ? {} : { participantId: source.participantId }),
    ...(source.reason === undefined || source.reason === null ? {} : { reason: source.reason }),
    // Old clients name no step; they keep working without it.
    ...(source.activityId === undefined || source.activityId === null ? {} : { activityId: source.activityId }),
  };
}

export const workflowsRestRows = defineRestRows([
  {
    method: 'GET',
    path: '/documents/get-workflow-mappings/:formId/:type',
    procedure: 'workflows.mappings',
    input: ({ params }) => ({ formId: params.formId, type: params.type }),
  },
  { method: 'GET', path: '/documents/get-workflow-plan/:id', procedure: 'workflows.plan', input: ({ params }) => ({ id: params.id }) },
  {
    method: 'GET',
    path: '/documents/get-workflow-execution-logs/:id',
    procedure: 'workflows.executionLogs',
    input: ({ params }) => ({ id: params.id }),
  },
  {
    method: 'POST',
    path: '/documents/set-workflow/:id',
    procedure: 'workflows.setWorkflow',
    input: ({ params, body }) => ({ ...((body && typeof body === 'object' ? body : {}) as object), id: params.id }),
  },
  {
    method: 'POST',
    path: '/documents/start-workflow/:id',
    procedure: 'workflows.startWorkflow',
    input: ({ params, body }) => ({ ...((body && typeof body === 'object' ? body : {}) as object), id: params.id }),
  },
  {
    method: 'POST',
    path: '/documents/approve-document/:id',
    procedure: 'workflows.approve',
    input: ({ params, body }) => actionBody(params, body),
  },
  {
    method: 'POST',
    path: '/documents/decline-document/:id',
    procedure: 'workflows.decline',
    input: ({ params, body }) => actionBody(params, body),
  },
  {
    method: 'POST',
    path: '/documents/cancel-document/:id',
    procedure: 'workflows.cancel',
    input: ({ params, body }) => actionBody(params, body),
  },
  {
    method: 'POST',
    path: '/documents/add-participant-to-workflow-plan/:id',
    procedure: 'workflows.addParticipant',
    input: ({ params, body }) => participantBody(params, body),
  },
  {
    method: 'POST',
    path: '/documents/add-participant-department-to-workflow-plan/:id',
    procedure: 'workflows.addDepartmentParticipants',
    input: ({ params, body }) => participantBody(params, body),
  },
  {
    method: 'POST',
    path: '/documents/add-participant-by-job-title-to-workflow-plan/:id',
    procedure: 'workflows.addJobTitleParticipants',
    input: ({ params, body }) => participantBody(params, body),
  },
  {
    method: 'DELETE',
    path: '/documents/remove-participant-from-workflow-plan/:id',
    procedure: 'workflows.removeParticipant',
    input: ({ params }) => ({ id: params.id }),
  },
]);
