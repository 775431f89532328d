import type { Form } from '@portal/shared';
import { useState } from 'react';
import { useFormState } from '../../../forms';
import { useAnnounceSave } from './use-announce-save';
import { type SaveOutcome, useSaveDocument } from './use-save-document';

export type SendAction = 'save' | 'initiate';

interface SendDocumentOptions {
  form: Form;
  /** An existing draft: its id and the version the editor read. */
  submission?: { id: number; version: number };
  onSaved: (outcome: Extract<SaveOutcome, { kind: 'saved' }>) => void;
  /** The central handler has shown the failure already. */
  onFailed: (error: unknown) => void;
}

/**
 * Save and Submit of a form, on the new-form screen and in the document view alike: the shared rules
 * first, then the save (with its uploads), the server's refusals shown on the fields, the outcome
 * announced. One action at a time.
 */
export function useSendDocument({ form, submission, onSaved, onFailed }: SendDocumentOptions) {
  const state = useFormState();
  const { save, progress, isSaving } = useSaveDocument();
  const announce = useAnnounceSave();
  const [action, setAction] = useState<SendAction | null>(null);

  const send = async (initiate: boolean) => {
    if (action !== null) return;
    setAction(initiate ? 'initiate' : 'save');
    try {
      const values = await state.validate();
      if (!values) return;
      const outcome = await save({ form, values, pendingFiles: state.pendingFiles, initiate, ...(submission ? { submission } : {}) });
      if (outcome.kind === 'refused') {
        state.showIssues(outcome.result);
        return;
      }
      announce(outcome, state.fieldOf);
      onSaved(outcome);
    } catch (error) {
      onFailed(error);
    } finally {
      setAction(null);
    }
  };

  return { send, action, progress, isSaving };
}
