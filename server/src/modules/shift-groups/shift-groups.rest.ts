import { defineRestRows, type RestRequestParts, type RestRow } from '../../plugins/rest-api';

/** A PUT's body with the record's id from the path (the path wins over a body field of the same name). */
export function bodyWithId({ params, body }: RestRequestParts): unknown {
  return body && typeof body === 'object' && !Array.isArray(body) ? { ...body, id: params.id } : body;
}

/** The generic model calls of spec 2 §7 on a base path, with archive and undo-archive. */
function modelRows(base: string, router: 'shiftGroups' | 'shifts'): RestRow[] {
  return defineRestRows([
    { method: 'GET', path: base, procedure: `${router}.list`, paged: true },
    { method: 'GET', path: `${base}/init`, procedure: `${router}.init` },
    { method: 'GET', path: `${base}/:id`, procedure: `${router}.get`, input: ({ params }) => ({ id: params.id }) },
    { method: 'POST', path: base, procedure: `${router}.create` },
    { method: 'PUT', path: `${base}/:id`, procedure: `${router}.update`, input: bodyWithId },
    { method: 'DELETE', path: `${base}/:id`, procedure: `${router}.delete`, input: ({ params }) => ({ id: params.id }) },
    { method: 'POST', path: `${base}/:id/archive`, procedure: `${router}.archive`, input: ({ params }) => ({ id: params.id }) },
    { method: 'POST', path: `${base}/:id/undo-archive`, procedure: `${router}.undoArchive`, input: ({ params }) => ({ id: params.id }) },
  ]);
}

export const shiftGroupsRestRows = [...modelRows('/wtc-area/shift-groups', 'shiftGroups'), ...modelRows('/wtc-area/shifts', 'shifts')];
