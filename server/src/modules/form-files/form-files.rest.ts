import { defineRestRows } from '../../plugins/rest-api';

// Spec 1 §7 "Documents", file calls. Uploads (submit-form-file, submit-form-files) are multipart:
// form-files.routes.ts registers them.
export const formFilesRestRows = defineRestRows([
  {
    method: 'GET',
    path: '/documents/get-form-files/:submissionId/:formDataId',
    procedure: 'formFiles.list',
    input: ({ params }) => ({ submissionId: params.submissionId, formDataId: params.formDataId }),
  },
  {
    method: 'GET',
    path: '/documents/get-form-files-by-data-id/:formDataId/:type',
    procedure: 'formFiles.listByDataId',
    input: ({ params }) => ({ formDataId: params.formDataId, type: params.type }),
  },
  { method: 'GET', path: '/documents/download-form-file/:id', procedure: 'formFiles.download', input: ({ params }) => ({ id: params.id }) },
  {
    method: 'GET',
    path: '/documents/download-pdf-file/:id',
    procedure: 'formFiles.downloadPdf',
    input: ({ params }) => ({ id: params.id }),
  },
  {
    method: 'GET',
    path: '/documents/download-bc-file/:id',
    procedure: 'formFiles.downloadErpFile',
    input: ({ params }) => ({ id: params.id }),
  },
  { method: 'POST', path: '/documents/delete-form-file/:id', procedure: 'formFiles.delete', input: ({ params }) => ({ id: params.id }) },
  {
    method: 'DELETE',
    path: '/documents/delete-form-file-by-id/:id',
    procedure: 'formFiles.delete',
    input: ({ params }) => ({ id: params.id }),
  },
]);
