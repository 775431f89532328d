import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { checkNewFiles, FormErrorCode } from '@portal/shared';
import { IconPaperclip, IconX } from '@tabler/icons-react';
import { useRef } from 'react';
import { showFailure } from '../../../lib/notices';
import { formIssueText } from '../../../forms';

interface DecisionFilesProps {
  files: File[];
  onChange: (files: File[]) => void;
  disabled?: boolean;
}

/**
 * Files to attach to a decision, kept until the decision is saved. The limits of a document's files
 * apply (spec 1 §8): a file over 15 MB is skipped by name, a choice taking them over 50 MB together is dropped.
 */
export function DecisionFiles({ files, onChange, disabled = false }: DecisionFilesProps) {
  const { t, i18n } = useLingui();
  const resetRef = useRef<() => void>(null);
  const attachedBytes = files.reduce((sum, file) => sum + file.size, 0);

  const choose = (chosen: File[]) => {
    resetRef.current?.();
    const check = checkNewFiles(
      chosen.map((file) => ({ name: file.name, sizeBytes: file.size, file })),
      attachedBytes,
    );
    for (const refused of check.refused.filter((file) => file.code === FormErrorCode.fileTooLarge)) {
      showFailure(formIssueText(i18n, { fieldId: '', code: refused.code, params: { name: refused.name } }, undefined));
    }
    if (check.refused.some((file) => file.code === FormErrorCode.filesSizeLimitReached)) {
      showFailure(formIssueText(i18n, { fieldId: '', code: FormErrorCode.filesSizeLimitReached }, undefined), {
        id: 'decision-files-size-limit',
      });
    }
    if (check.accepted.length > 0) onChange([...files, ...check.accepted.map((candidate) => candidate.file)]);
  };

  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        <Trans>Files</Trans>
      </Text>
      {files.map((file, index) => (
        <Group key={`${file.name}-${index}`} gap="xs">
          <Text size="sm">{file.name}</Text>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t`Remove ${file.name}`}
            disabled={disabled}
            onClick={() => onChange(files.filter((_, fileIndex) => fileIndex !== index))}
          >
            <IconX size={16} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      <FileButton multiple onChange={choose} resetRef={resetRef} disabled={disabled} inputProps={{ 'aria-label': t`Attach files` }}>
        {(buttonProps) => (
          <Button
            {...buttonProps}
            variant="light"
            size="xs"
            leftSection={<IconPaperclip size={16} aria-hidden />}
            w="fit-content"
            disabled={disabled}
          >
            <Trans>Attach files</Trans>
          </Button>
        )}
      </FileButton>
    </Stack>
  );
}
