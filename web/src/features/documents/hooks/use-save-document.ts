import { FieldType, fieldKeyOf, type Form, type SubmitFormResult, SubmissionState } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../../lib/trpc';
import type { UploadProgress } from '../../../lib/upload-files';
import { entriesOf, type FailedUpload, type FileToUpload, type FormValues, uploadFiles } from '../../../forms';

export interface SaveRequest {
  form: Form;
  /** The values the rules passed (validate()), defaults applied. */
  values: FormValues;
  pendingFiles: Record<string, File[]>;
  initiate: boolean;
  /** Saving an existing draft: its id and the version the editor read. */
  submission?: { id: number; version: number };
}

export type SaveOutcome =
  /** The server's rules refused the values: nothing was saved. */
  | { kind: 'refused'; result: SubmitFormResult }
  | {
      kind: 'saved';
      id: number;
      isApplication: boolean;
      isInitiated: boolean;
      messageOnSubmit: string | null;
      failedUploads: FailedUpload[];
      /** Files were saved with the draft but initiating it was refused afterwards. */
      initiateRefusal: SubmitFormResult | null;
    };

function filesToUpload(form: Form, pendingFiles: Record<string, File[]>): FileToUpload[] {
  return form.formData
    .filter((field) => field.formMeta.type === FieldType.upload)
    .flatMap((field) => (pendingFiles[fieldKeyOf(field)] ?? []).map((file) => ({ formDataId: field.id, file })));
}

/**
 * Saves a new document (submit-form) or a draft (update-document), then uploads the chosen files:
 * they need the saved submission's id. Attachments change only while a document is a draft, so a
 * new document that is to be initiated and has files is saved as a draft first, its files uploaded,
 * and then initiated (update-document with initiate, the upload fields left as the upload wrote them).
 * A call that fails outright is reported by the central handler (spec 1 §8) and rethrown.
 */
export function useSaveDocument() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const submitForm = useMutation(trpc.documents.submitForm.mutationOptions());
  const updateDocument = useMutation(trpc.documents.updateDocument.mutationOptions());
  const [progress, setProgress] = useState<UploadProgress | null>(null);

  async function save(request: SaveRequest): Promise<SaveOutcome> {
    const files = filesToUpload(request.form, request.pendingFiles);
    const initiateLater = request.initiate && files.length > 0;
    const entries = entriesOf(request.form, request.values);
    const initiateNow = request.initiate && !initiateLater;
    const first = request.submission
      ? await updateDocument.mutateAsync({ id: request.submission.id, entries, initiate: initiateNow, version: request.submission.version })
      : await submitForm.mutateAsync({ formId: request.form.id, entries, initiate: initiateNow });
    if (first.hasAnyError || first.id === null) return { kind: 'refused', result: first };
    const id = first.id;

    let failedUploads: FailedUpload[] = [];
    let final = first;
    let initiateRefusal: SubmitFormResult | null = null;
    try {
      if (files.length > 0) {
        failedUploads = (await uploadFiles(id, files, (done, total) => setProgress({ done, total }))).failed;
      }
      // A document whose files did not all arrive stays a draft: the user sees it and tries again.
      if (initiateLater && failedUploads.length === 0) {
        const initiated = await updateDocument
          .mutateAsync({ id, entries: entriesOf(request.form, request.values, { except: [FieldType.upload] }), initiate: true })
          // The draft is saved whatever happens here: the failure has been shown, the draft stays.
          .catch(() => null);
        if (initiated?.hasAnyError) initiateRefusal = initiated;
        else if (initiated) final = initiated;
      }
    } finally {
      setProgress(null);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: trpc.documents.pathKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.formFiles.pathKey() }),
      ]);
    }
    return {
      kind: 'saved',
      id,
      isApplication: first.form.isApplication,
      isInitiated: final.state !== null && final.state !== SubmissionState.draft,
      messageOnSubmit: first.messageOnSubmit,
      failedUploads,
      initiateRefusal,
    };
  }

  return { save, progress, isSaving: submitForm.isPending || updateDocument.isPending || progress !== null };
}
