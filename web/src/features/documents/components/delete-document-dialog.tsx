import { Trans, useLingui } from '@lingui/react/macro';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';

interface DeleteDocumentDialogProps {
  opened: boolean;
  title: string;
  deleting: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a draft is deleted: it cannot be brought back. */
export function DeleteDocumentDialog({ title, ...props }: DeleteDocumentDialogProps) {
  const { t } = useLingui();
  return (
    <ConfirmDeleteDialog {...props} title={t`Delete draft`}>
      <Trans>Delete the draft “{title}”? It cannot be restored.</Trans>
    </ConfirmDeleteDialog>
  );
}
