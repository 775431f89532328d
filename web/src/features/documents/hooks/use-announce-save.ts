import { useLingui } from '@lingui/react/macro';
import { FormErrorCode, type FormFieldDefinition } from '@portal/shared';
import { showFailure, showSuccess } from '../../../lib/notices';
import { type FailedUpload, formIssueNotice, formIssueText } from '../../../forms';
import type { SaveOutcome } from './use-save-document';

/**
 * The notices after a save (spec 1 §8): a draft saved, or submitted for approval with the form's own
 * message (messageOnSubmit) under it; a saved draft is never announced as submitted. Refused files by name.
 */
export function useAnnounceSave() {
  const { t, i18n } = useLingui();

  const uploadFailureText = (failure: FailedUpload, fieldOf: (key: string) => FormFieldDefinition | undefined) => {
    if (failure.code === null) return t`${failure.fileName}: the file could not be uploaded.`;
    // The document's cap on files concerns no one file: the notice names the field they were for.
    if (failure.code === FormErrorCode.tooManyFilesInDocument) {
      const formDataId = failure.key.split('_file')[0] ?? '';
      return formIssueNotice(i18n, { fieldId: formDataId, code: failure.code }, fieldOf(formDataId));
    }
    const text = formIssueText(i18n, { fieldId: '', code: failure.code, params: { name: failure.fileName } }, undefined);
    return failure.code === FormErrorCode.fileTooLarge ? text : `${failure.fileName}: ${text}`;
  };

  return (outcome: Extract<SaveOutcome, { kind: 'saved' }>, fieldOf: (key: string) => FormFieldDefinition | undefined) => {
    const headline = outcome.isInitiated ? t`Submitted for approval` : t`Draft saved`;
    if (outcome.isInitiated && outcome.messageOnSubmit) showSuccess(outcome.messageOnSubmit, { title: headline });
    else showSuccess(headline);
    // Once each: every file past the cap is refused with the same words.
    for (const text of new Set(outcome.failedUploads.map((failure) => uploadFailureText(failure, fieldOf)))) showFailure(text);
    for (const issue of outcome.initiateRefusal?.errors ?? []) showFailure(formIssueNotice(i18n, issue, fieldOf(issue.fieldId)));
  };
}
