import { defineRestRows } from '../../plugins/rest-api';
import { bodyWithId } from '../shift-groups/shift-groups.rest';

const BASE = '/wtc-area/schedule-formulas';

/** The generic model calls of spec 2 §7 on wtc-area/schedule-formulas. */
export const scheduleFormulasRestRows = defineRestRows([
  { method: 'GET', path: BASE, procedure: 'scheduleFormulas.list', paged: true },
  { method: 'GET', path: `${BASE}/init`, procedure: 'scheduleFormulas.init' },
  { method: 'GET', path: `${BASE}/:id`, procedure: 'scheduleFormulas.get', input: ({ params }) => ({ id: params.id }) },
  { method: 'POST', path: BASE, procedure: 'scheduleFormulas.create' },
  { method: 'PUT', path: `${BASE}/:id`, procedure: 'scheduleFormulas.update', input: bodyWithId },
  { method: 'DELETE', path: `${BASE}/:id`, procedure: 'scheduleFormulas.delete', input: ({ params }) => ({ id: params.id }) },
]);
