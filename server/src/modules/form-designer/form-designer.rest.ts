import { defineRestRows, type RestRequestParts } from '../../plugins/rest-api';

// admin-area/documents (spec 2 §7 "Documents admin"): the form designer's groups, layout and forms.
const BASE = '/admin-area/documents';

/** The body with values from the path (the path wins over a body field of the same name). */
function bodyWith(fields: (params: Record<string, string>) => Record<string, unknown>) {
  return ({ params, body }: RestRequestParts): unknown =>
    body && typeof body === 'object' && !Array.isArray(body) ? { ...body, ...fields(params) } : body;
}

const byId = ({ params }: RestRequestParts) => ({ id: params.id });

export const formDesignerRestRows = defineRestRows([
  { method: 'GET', path: `${BASE}/get-all-form-groups`, procedure: 'formDesigner.groups', input: () => undefined },
  { method: 'GET', path: `${BASE}/get-form-group-layout`, procedure: 'formDesigner.layout', input: () => undefined },
  { method: 'GET', path: `${BASE}/get-form-group/:id`, procedure: 'formDesigner.group', input: byId },
  { method: 'GET', path: `${BASE}/get-forms-in-group/:id`, procedure: 'formDesigner.formsInGroup', input: byId },
  // {id} is the parent group, 0 for a root group.
  {
    method: 'POST',
    path: `${BASE}/create-form-group/:id`,
    procedure: 'formDesigner.createGroup',
    input: bodyWith((params) => ({ parentId: params.id })),
  },
  {
    method: 'PUT',
    path: `${BASE}/update-form-group/:id`,
    procedure: 'formDesigner.updateGroup',
    input: bodyWith((params) => ({ id: params.id })),
  },
  { method: 'POST', path: `${BASE}/archive-form-group/:id`, procedure: 'formDesigner.archiveGroup', input: byId },
  { method: 'POST', path: `${BASE}/un-archive-form-group/:id`, procedure: 'formDesigner.unArchiveGroup', input: byId },
  { method: 'POST', path: `${BASE}/delete-group/:id`, procedure: 'formDesigner.deleteGroup', input: byId },
  // The body is the list [{formId, sortOrder}] of group {x}.
  {
    method: 'POST',
    path: `${BASE}/form-position/:x`,
    procedure: 'formDesigner.saveFormPositions',
    input: ({ params, body }) => ({ formGroupId: params.x, positions: body }),
  },
  { method: 'POST', path: `${BASE}/create-form`, procedure: 'formDesigner.createForm' },
  { method: 'GET', path: `${BASE}/get-form/:id`, procedure: 'formDesigner.form', input: byId },
  {
    method: 'PUT',
    path: `${BASE}/update-form/:id`,
    procedure: 'formDesigner.updateForm',
    input: bodyWith((params) => ({ id: params.id })),
  },
  {
    method: 'POST',
    path: `${BASE}/copy-form/:id/:target`,
    procedure: 'formDesigner.copyForm',
    input: ({ params }) => ({ id: params.id, targetGroupId: params.target }),
  },
  { method: 'POST', path: `${BASE}/archive-form/:id`, procedure: 'formDesigner.archiveForm', input: byId },
  { method: 'POST', path: `${BASE}/un-archive-form/:id`, procedure: 'formDesigner.unArchiveForm', input: byId },
  { method: 'POST', path: `${BASE}/delete-form/:id`, procedure: 'formDesigner.deleteForm', input: byId },
  {
    method: 'PUT',
    path: `${BASE}/update-form-description/:formId`,
    procedure: 'formDesigner.updateFormDescription',
    input: bodyWith((params) => ({ formId: params.formId })),
  },
  { method: 'GET', path: `${BASE}/get-form-settings-by-id/:id`, procedure: 'formDesigner.formSettings', input: byId },
  {
    method: 'POST',
    path: `${BASE}/update-form-settings-by-id/:id`,
    procedure: 'formDesigner.updateFormSettings',
    input: bodyWith((params) => ({ id: params.id })),
  },
]);
