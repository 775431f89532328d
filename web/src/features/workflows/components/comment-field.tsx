import { useLingui } from '@lingui/react/macro';
import { Textarea } from '@mantine/core';

// The server's limit of a workflow comment (shared WorkflowCommentSchema).
const COMMENT_MAX_LENGTH = 2000;

interface CommentFieldProps {
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  /** Under the label: when the comment is needed, say. */
  description?: string;
  error?: string | undefined;
  /** Focus it when its dialog opens (not inline on a page). */
  isAutofocus?: boolean;
}

/** The comment of an approval, a decline (its reason: required) or a cancellation. */
export function CommentField({ value, onChange, disabled = false, description, error, isAutofocus = true }: CommentFieldProps) {
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
      description={description}
      error={error}
      data-autofocus={isAutofocus || undefined}
    />
  );
}
