import { Trans } from '@lingui/react/macro';
import { Card, Stack, Text, Title } from '@mantine/core';
import { FieldType, type SubmissionDetail } from '@portal/shared';
import { FileDownloadList, useGeneratedFiles } from '../../../forms';

/** The documents the portal generated for the document's download fields (files of type 3). */
export function GeneratedDocuments({ submission }: { submission: SubmissionDetail }) {
  const downloadFieldIds = submission.form.formData.filter((field) => field.formMeta.type === FieldType.download).map((field) => field.id);
  const { files } = useGeneratedFiles(submission.id, downloadFieldIds);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="generated-documents-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="generated-documents-title">
          <Trans>Generated documents</Trans>
        </Title>
        {files.length === 0 ? (
          <Text size="sm" c="dimmed">
            <Trans>No documents have been generated.</Trans>
          </Text>
        ) : (
          <FileDownloadList files={files} />
        )}
      </Stack>
    </Card>
  );
}
