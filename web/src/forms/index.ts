// The dynamic form renderer, as the screens that file and show documents use it.
export { DynamicForm } from './components/dynamic-form';
export { LazyDynamicForm } from './components/lazy-dynamic-form';
export { FormSummary } from './components/form-summary';
export { FileDownloadList } from './field-controls/file-download-list';
export { fieldControls, controlOf } from './field-controls/registry';
export { formIssueNotice, formIssueText } from './form-error-messages';
export { type FormFileInfo, type FormState, FormStateProvider, useFormState } from './form-state';
export { entriesOf, type FormValues, newFormValues, savedFormValues } from './form-values';
export { type FailedUpload, type FileToUpload, uploadFiles } from './upload-files';
export { useFileDownload } from './use-file-download';
export { useGeneratedFiles } from './use-generated-files';
