import { defineRestRows, type RestRequestParts } from '../../plugins/rest-api';

const BASE = '/admin-area/form-numbering';

function bodyWithId({ params, body }: RestRequestParts): unknown {
  return body && typeof body === 'object' && !Array.isArray(body) ? { ...body, id: params.id } : body;
}

// The generic model calls of spec 2 §7 on admin-area/form-numbering, and its copy call.
export const numberingsRestRows = defineRestRows([
  { method: 'GET', path: BASE, procedure: 'numberings.list', paged: true },
  { method: 'GET', path: `${BASE}/init`, procedure: 'numberings.init' },
  { method: 'GET', path: `${BASE}/:id`, procedure: 'numberings.get', input: ({ params }) => ({ id: params.id }) },
  { method: 'POST', path: BASE, procedure: 'numberings.create' },
  { method: 'PUT', path: `${BASE}/:id`, procedure: 'numberings.update', input: bodyWithId },
  { method: 'DELETE', path: `${BASE}/:id`, procedure: 'numberings.delete', input: ({ params }) => ({ id: params.id }) },
  {
    method: 'POST',
    path: `${BASE}/copy/:id/:name`,
    procedure: 'numberings.copy',
    input: ({ params }) => ({ id: params.id, name: params.name }),
  },
]);
