import { Plural, useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '../../../components/confirm-dialog';

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
  const { deleting, ...rest } = props;
  return (
    <ConfirmDialog {...rest} loading={deleting} isDanger confirmLabel={t`Delete`} title={t`Delete messages`}>
      <Plural value={count} one="Delete # message?" other="Delete # messages?" />
    </ConfirmDialog>
  );
}
