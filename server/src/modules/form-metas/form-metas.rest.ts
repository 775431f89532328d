import { defineRestRows, type RestRequestParts } from '../../plugins/rest-api';

/** A body with fields from the path (the path wins over a body field of the same name). */
function bodyWith(fields: (params: Record<string, string>) => Record<string, string | undefined>) {
  return ({ params, body }: RestRequestParts): unknown =>
    body && typeof body === 'object' && !Array.isArray(body) ? { ...body, ...fields(params) } : body;
}

const META = '/admin-area/form-meta';
const LISTS = '/admin-area/form-meta-prevalues';

// The generic model calls of spec 2 §7 on admin-area/form-meta and admin-area/form-meta-prevalues,
// and the items of a pre-value list under its path.
export const formMetasRestRows = defineRestRows([
  { method: 'GET', path: META, procedure: 'formMetas.list', paged: true },
  { method: 'GET', path: `${META}/init`, procedure: 'formMetas.init' },
  { method: 'GET', path: `${META}/:id`, procedure: 'formMetas.get', input: ({ params }) => ({ id: params.id }) },
  { method: 'POST', path: META, procedure: 'formMetas.create' },
  { method: 'PUT', path: `${META}/:id`, procedure: 'formMetas.update', input: bodyWith((params) => ({ id: params.id })) },
  { method: 'DELETE', path: `${META}/:id`, procedure: 'formMetas.delete', input: ({ params }) => ({ id: params.id }) },

  { method: 'GET', path: LISTS, procedure: 'preValueLists.list', paged: true },
  { method: 'GET', path: `${LISTS}/init`, procedure: 'preValueLists.init' },
  { method: 'GET', path: `${LISTS}/:id`, procedure: 'preValueLists.get', input: ({ params }) => ({ id: params.id }) },
  { method: 'POST', path: LISTS, procedure: 'preValueLists.create' },
  { method: 'PUT', path: `${LISTS}/:id`, procedure: 'preValueLists.update', input: bodyWith((params) => ({ id: params.id })) },
  { method: 'DELETE', path: `${LISTS}/:id`, procedure: 'preValueLists.delete', input: ({ params }) => ({ id: params.id }) },
  {
    method: 'POST',
    path: `${LISTS}/:id/items`,
    procedure: 'preValueLists.createItem',
    input: bodyWith((params) => ({ listId: params.id })),
  },
  {
    method: 'POST',
    path: `${LISTS}/:id/items/reorder`,
    procedure: 'preValueLists.reorderItems',
    input: bodyWith((params) => ({ listId: params.id })),
  },
  {
    method: 'PUT',
    path: `${LISTS}/:id/items/:itemId`,
    procedure: 'preValueLists.updateItem',
    input: bodyWith((params) => ({ listId: params.id, id: params.itemId })),
  },
  {
    method: 'DELETE',
    path: `${LISTS}/:id/items/:itemId`,
    procedure: 'preValueLists.deleteItem',
    input: ({ params }) => ({ listId: params.id, id: params.itemId }),
  },
]);
