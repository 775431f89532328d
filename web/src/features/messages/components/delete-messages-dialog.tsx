import { Plural, useLingui } from '@lingui/react/macro';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';

interface DeleteMessagesDialogProps {
  opened: boolean;
  count: number;
  deleting: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before messages are deleted: a deleted message cannot be brought back. */
export function DeleteMessagesDialog({ count, ...props }: DeleteMessagesDialogProps) {
  const { t } = useLingui();
  return (
    <ConfirmDeleteDialog {...props} title={t`Delete messages`}>
      <Plural value={count} one="Delete # message?" other="Delete # messages?" />
    </ConfirmDeleteDialog>
  );
}
