import { useLingui } from '@lingui/react/macro';
import { FormErrorCode, type FormFieldDefinition } from '@portal/shared';
import { showFailure, showSuccess } from '../../../lib/notices';
import { type FailedUpload, formIssueNotice, formIssueText } from '../../../forms';
import type { SaveOutcome } from './use-save-document';

/** The notices after a save (spec 1 §8): saved or saved and initiated with the form's message, refused files by name. */
export function useAnnounceSave() {
  const { t, i18n } = useLingui();

  const uploadFailureText = (failure: FailedUpload) => {
    if (failure.code === null) return t`${failure.fileName}: the file could not be uploaded.`;
    const text = formIssueText(i18n, { fieldId: '', code: failure.code, params: { name: failure.fileName } }, undefined);
    return failure.code === FormErrorCode.fileTooLarge ? text : `${failure.fileName}: ${text}`;
  };

  return (outcome: Extract<SaveOutcome, { kind: 'saved' }>, fieldOf: (key: string) => FormFieldDefinition | undefined) => {
    const headline = outcome.isInitiated ? t`Document saved and initiated.` : t`Document saved.`;
    if (outcome.messageOnSubmit) showSuccess(outcome.messageOnSubmit, { title: headline });
    else showSuccess(headline);
    for (const failure of outcome.failedUploads) showFailure(uploadFailureText(failure));
    for (const issue of outcome.initiateRefusal?.errors ?? []) showFailure(formIssueNotice(i18n, issue, fieldOf(issue.fieldId)));
  };
}
