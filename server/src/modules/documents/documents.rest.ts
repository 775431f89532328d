import { defineRestRows } from '../../plugins/rest-api';

/**
 * submit-form and update-document take either the portal's input ({formId, entries, initiate}) or
 * the form itself as older clients post it ({id: formId, formData: [{id, formValue}], initiate}).
 */
function entriesBody(body: unknown): unknown {
  if (!body || typeof body !== 'object' || !('formData' in body) || !Array.isArray(body.formData)) return body;
  const { formData, id, initiate } = body as { formData: { id?: unknown; formValue?: unknown }[]; id?: unknown; initiate?: unknown };
  return {
    formId: id,
    entries: formData.map((field) => ({ formDataId: field.id, formValue: field.formValue })),
    ...(initiate === undefined ? {} : { initiate }),
  };
}

export const documentsRestRows = defineRestRows([
  { method: 'GET', path: '/documents/get-form-groups', procedure: 'documents.formGroups' },
  { method: 'GET', path: '/documents/get-form-group-layout', procedure: 'documents.formGroupLayout' },
  { method: 'GET', path: '/documents/get-form-group-menu', procedure: 'documents.formGroupMenu' },
  { method: 'GET', path: '/documents/get-form/:id', procedure: 'documents.form', input: ({ params }) => ({ id: params.id }) },
  { method: 'GET', path: '/documents/get-holiday-plan-forms', procedure: 'documents.holidayPlanForms', input: () => undefined },
  { method: 'GET', path: '/documents/get-form-meta-pre-values', procedure: 'documents.preValues' },
  {
    method: 'GET',
    path: '/documents/get-form-description/:formId',
    procedure: 'documents.formDescription',
    input: ({ params }) => ({ formId: params.formId }),
  },
  {
    method: 'GET',
    path: '/documents/get-form-submissions/:id',
    procedure: 'documents.submission',
    input: ({ params }) => ({ id: params.id }),
  },
  {
    method: 'GET',
    path: '/documents/get-form-submissions/:id/:bcGuid/:formId',
    procedure: 'documents.erpSubmission',
    input: ({ params }) => ({ id: params.id, bcGuid: params.bcGuid, formId: params.formId }),
  },
  { method: 'POST', path: '/documents/submit-form', procedure: 'documents.submitForm', input: ({ body }) => entriesBody(body) },
  {
    method: 'PUT',
    path: '/documents/update-document/:id',
    procedure: 'documents.updateDocument',
    input: ({ params, body }) => {
      const mapped = entriesBody(body) as Record<string, unknown>;
      const { formId: _formId, ...rest } = mapped && typeof mapped === 'object' ? mapped : {};
      return { ...rest, id: params.id };
    },
  },
  {
    method: 'DELETE',
    path: '/documents/delete-document/:id',
    procedure: 'documents.deleteDocument',
    input: ({ params }) => ({ id: params.id }),
  },
]);
