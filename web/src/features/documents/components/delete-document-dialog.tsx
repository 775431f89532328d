import { Trans, useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '../../../components/confirm-dialog';

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
  const { deleting, ...rest } = props;
  return (
    <ConfirmDialog {...rest} loading={deleting} isDanger confirmLabel={t`Delete`} title={t`Delete draft`}>
      <Trans>Delete the draft “{title}”? It cannot be restored.</Trans>
    </ConfirmDialog>
  );
}
