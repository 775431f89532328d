import { defineRestRows } from '../../plugins/rest-api';
import { bodyWithId } from '../shift-groups/shift-groups.rest';

const BASE = '/admin-area/workflow-templates';
const byId = ({ params }: { params: Record<string, string> }) => ({ id: params.id });

// Spec 2 §7: the generic model calls on admin-area/workflow-templates, workflows/copy/{id}/{target},
// documents/add-workflow-mapping/{formId} and delete-workflow-mapping/{id}; the designer's own rows
// (archive, activities, options, mappings list) beside them.
export const workflowDesignerRestRows = defineRestRows([
  { method: 'GET', path: BASE, procedure: 'workflowDesigner.list', paged: true },
  { method: 'GET', path: `${BASE}/init`, procedure: 'workflowDesigner.init' },
  { method: 'GET', path: `${BASE}/options`, procedure: 'workflowDesigner.options', input: () => undefined },
  { method: 'GET', path: `${BASE}/activities/:id`, procedure: 'workflowDesigner.getActivity', input: byId },
  { method: 'PUT', path: `${BASE}/activities/:id`, procedure: 'workflowDesigner.updateActivity', input: bodyWithId },
  { method: 'GET', path: `${BASE}/:id`, procedure: 'workflowDesigner.get', input: byId },
  { method: 'POST', path: BASE, procedure: 'workflowDesigner.create' },
  { method: 'PUT', path: `${BASE}/:id`, procedure: 'workflowDesigner.update', input: bodyWithId },
  { method: 'DELETE', path: `${BASE}/:id`, procedure: 'workflowDesigner.delete', input: byId },
  { method: 'POST', path: `${BASE}/:id/archive`, procedure: 'workflowDesigner.archive', input: byId },
  { method: 'POST', path: `${BASE}/:id/un-archive`, procedure: 'workflowDesigner.unArchive', input: byId },
  {
    method: 'PUT',
    path: `${BASE}/:id/activities`,
    procedure: 'workflowDesigner.saveActivities',
    input: ({ params, body }) => (body && typeof body === 'object' && !Array.isArray(body) ? { ...body, workflowId: params.id } : body),
  },
  {
    method: 'POST',
    path: '/admin-area/workflows/copy/:id/:target',
    procedure: 'workflowDesigner.copy',
    input: ({ params }) => ({ id: params.id, target: params.target }),
  },
  // ?formGroupId=…&formId=…&search=…&page=…&rowsPerPage=…
  { method: 'GET', path: '/admin-area/workflow-mappings', procedure: 'workflowDesigner.mappings', paged: true },
  {
    method: 'POST',
    path: '/admin-area/documents/add-workflow-mapping/:formId',
    procedure: 'workflowDesigner.addMapping',
    input: ({ params, body }) => (body && typeof body === 'object' && !Array.isArray(body) ? { ...body, formId: params.formId } : body),
  },
  {
    method: 'DELETE',
    path: '/admin-area/documents/delete-workflow-mapping/:id',
    procedure: 'workflowDesigner.deleteMapping',
    input: byId,
  },
]);
