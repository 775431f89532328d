import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { checkNewFiles, FieldType, FormErrorCode, serializeFieldValue } from '@portal/shared';
import { IconPaperclip, IconX } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { showFailure } from '../../lib/notices';
import { useTRPC } from '../../lib/trpc';
import { formErrorMessages } from '../form-error-messages';
import { useFormState } from '../form-state';
import type { FieldControlProps } from './field-control';
import { FieldGroup } from './field-group';
import { FileDownloadList } from './file-download-list';

/**
 * Type 10: files to attach. Chosen files stay in the browser until the submission is saved, then
 * they are uploaded; the value holds their names joined with ';'. A file over 15,000,000 bytes is
 * refused by name; files that would take the document over 50,000,000 bytes are all refused (spec 1 §8).
 * While a draft is edited its saved files can be removed; that happens at once, not on Save.
 */
export function UploadControl(props: FieldControlProps) {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { pendingFiles, setPendingFiles, savedFiles, attachedBytes, isEdit } = useFormState();
  const resetRef = useRef<() => void>(null);
  const pending = pendingFiles[props.fieldKey] ?? [];
  const saved = savedFiles[props.fieldKey] ?? [];

  const keep = (files: File[]) => {
    setPendingFiles(props.fieldKey, files);
    props.onChange(serializeFieldValue(FieldType.upload, [...saved.map((file) => file.fileName), ...files.map((file) => file.name)]));
  };

  const deleteFile = useMutation(
    trpc.formFiles.delete.mutationOptions({
      onSuccess: async (deleted) => {
        // The server dropped the name from the field's value; the edited value follows suit.
        const remaining = saved.filter((file) => file.id !== deleted.id);
        props.onChange(
          serializeFieldValue(FieldType.upload, [...remaining.map((file) => file.fileName), ...pending.map((file) => file.name)]),
        );
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.formFiles.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.documents.pathKey() }),
        ]);
      },
    }),
  );

  const choose = (chosen: File[]) => {
    resetRef.current?.();
    const check = checkNewFiles(
      chosen.map((file) => ({ name: file.name, sizeBytes: file.size, file })),
      attachedBytes,
    );
    for (const refused of check.refused.filter((file) => file.code === FormErrorCode.fileTooLarge)) {
      showFailure(i18n._({ ...formErrorMessages[FormErrorCode.fileTooLarge], values: { name: refused.name } }));
    }
    if (check.refused.some((file) => file.code === FormErrorCode.filesSizeLimitReached)) {
      showFailure(i18n._(formErrorMessages[FormErrorCode.filesSizeLimitReached]), { id: `files-size-limit-${props.fieldKey}` });
    }
    if (check.accepted.length > 0) keep([...pending, ...check.accepted.map((candidate) => candidate.file)]);
  };

  return (
    <FieldGroup control={props}>
      {saved.length > 0 ? (
        <FileDownloadList
          files={saved}
          onRemove={isEdit && !props.readOnly ? (file) => deleteFile.mutate({ id: file.id }) : undefined}
          removingId={deleteFile.isPending && deleteFile.variables ? Number(deleteFile.variables.id) : null}
        />
      ) : null}
      {props.readOnly ? (
        saved.length === 0 ? (
          <Text size="sm" c="dimmed">
            <Trans>No files attached</Trans>
          </Text>
        ) : null
      ) : (
        <Stack gap="xs">
          {pending.map((file, index) => (
            <Group key={`${file.name}-${index}`} gap="xs">
              <Text size="sm">{file.name}</Text>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t`Remove ${file.name}`}
                onClick={() => keep(pending.filter((_, fileIndex) => fileIndex !== index))}
              >
                <IconX size={16} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
          <FileButton multiple onChange={choose} resetRef={resetRef} inputProps={{ 'aria-label': props.definition.caption }}>
            {(buttonProps) => (
              <Button {...buttonProps} variant="light" size="xs" leftSection={<IconPaperclip size={16} aria-hidden />} w="fit-content">
                <Trans>Choose files</Trans>
              </Button>
            )}
          </FileButton>
        </Stack>
      )}
    </FieldGroup>
  );
}
