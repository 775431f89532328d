import { Trans } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { useFormState } from '../form-state';
import { useGeneratedFiles } from '../use-generated-files';
import type { FieldControlProps } from './field-control';
import { FieldGroup } from './field-group';
import { FileDownloadList } from './file-download-list';

/** Type 20: the document generated for this field, to download; before one exists, its name if any. */
export function DownloadControl(props: FieldControlProps) {
  const { submissionId } = useFormState();
  const { files } = useGeneratedFiles(submissionId, [props.field.id]);
  const control = { ...props, definition: { ...props.definition, mandatory: false } };
  return (
    <FieldGroup control={control}>
      {files.length > 0 ? (
        <FileDownloadList files={files} />
      ) : (
        <Text size="sm" c="dimmed">
          {props.value === '' ? <Trans>No file yet</Trans> : props.value}
        </Text>
      )}
    </FieldGroup>
  );
}
