import { useLingui } from '@lingui/react/macro';
import { Textarea } from '@mantine/core';

// The server's limit of a workflow comment (shared WorkflowCommentSchema).
const COMMENT_MAX_LENGTH = 2000;

interface CommentFieldProps {
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}

/** The optional comment of an approval, a decline or a cancellation. */
export function CommentField({ value, onChange, disabled = false }: CommentFieldProps) {
  const { t } = useLingui();
  return (
    <Textarea
      label={t`Comment`}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      rows={4}
      resize="vertical"
      maxLength={COMMENT_MAX_LENGTH}
      disabled={disabled}
      data-autofocus
    />
  );
}
