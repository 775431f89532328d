import { defineRestRows } from '../../plugins/rest-api';

const withId = ({ params }: { params: Record<string, string> }) => ({ id: params.id });
const PREFIX = '/admin-area/documents';

export const formFieldsRestRows = defineRestRows([
  { method: 'GET', path: `${PREFIX}/get-form-data/:id`, procedure: 'formFields.list', input: withId },
  { method: 'GET', path: `${PREFIX}/get-form-meta/:id`, procedure: 'formFields.availableMetas', input: withId },
  // Body: {formMetaId, ...options}.
  {
    method: 'POST',
    path: `${PREFIX}/add-form-data/:formId`,
    procedure: 'formFields.add',
    input: ({ params, body }) => ({ ...(body as object), formId: params.formId }),
  },
  // Body: the options to change.
  {
    method: 'PUT',
    path: `${PREFIX}/update-form-data/:id`,
    procedure: 'formFields.update',
    input: ({ params, body }) => ({ ...(body as object), id: params.id }),
  },
  // Body: {fieldIds} in the new order.
  {
    method: 'POST',
    path: `${PREFIX}/form-data-order/:formId`,
    procedure: 'formFields.reorder',
    input: ({ params, body }) => ({ ...(body as object), formId: params.formId }),
  },
  { method: 'DELETE', path: `${PREFIX}/delete/:id`, procedure: 'formFields.remove', input: withId },
  { method: 'GET', path: `${PREFIX}/get-form-data-validations/:id`, procedure: 'formFields.validations', input: withId },
  // Body: {formDataId, validationType, validation}.
  { method: 'POST', path: `${PREFIX}/create-form-data-validation`, procedure: 'formFields.createValidation' },
  { method: 'DELETE', path: `${PREFIX}/delete-form-data-validation/:id`, procedure: 'formFields.deleteValidation', input: withId },
  { method: 'GET', path: `${PREFIX}/preview-form/:id`, procedure: 'formFields.preview', input: withId },
]);
