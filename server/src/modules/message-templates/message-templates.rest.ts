import { defineRestRows, type RestRequestParts } from '../../plugins/rest-api';

const BASE = '/admin-area/templates';
const byId = ({ params }: RestRequestParts) => ({ id: params.id });

export const messageTemplatesRestRows = defineRestRows([
  // {id?, code, type, subjectLt, subjectEn, textLt, textEn}: creates without an id, else updates.
  { method: 'POST', path: `${BASE}/save-template`, procedure: 'messageTemplates.save' },
  { method: 'GET', path: `${BASE}/get-template-properties/:id`, procedure: 'messageTemplates.properties', input: byId },
  {
    method: 'GET',
    path: `${BASE}/get-by-type/:type`,
    procedure: 'messageTemplates.byType',
    input: ({ params }) => ({ type: params.type }),
  },
  {
    method: 'POST',
    path: `${BASE}/copy/:id/:name`,
    procedure: 'messageTemplates.copy',
    input: ({ params }) => ({ id: params.id, name: params.name }),
  },
  // {id, submissionId?, language?}: mailed to the caller's own address only.
  { method: 'PUT', path: `${BASE}/send-test`, procedure: 'messageTemplates.sendTest' },
  // {type, subject, text, submissionId?, language}: the editor's preview of unsaved texts.
  { method: 'POST', path: `${BASE}/preview`, procedure: 'messageTemplates.preview' },
  // The generic model calls of spec 2 §7: paged list (?type=0|1&search=…), get, delete.
  { method: 'GET', path: BASE, procedure: 'messageTemplates.list', paged: true },
  { method: 'GET', path: `${BASE}/:id`, procedure: 'messageTemplates.get', input: byId },
  { method: 'DELETE', path: `${BASE}/:id`, procedure: 'messageTemplates.delete', input: byId },
]);
