import { Trans } from '@lingui/react/macro';
import { Card, Stack, Text, Title } from '@mantine/core';
import { FieldType, type SubmissionDetail } from '@portal/shared';
import { useQueries } from '@tanstack/react-query';
import { LoadingBlock } from '../../../components/loading-block';
import { useTRPC } from '../../../lib/trpc';
import { FileDownloadList } from '../../../forms';

/** The files uploaded into the document's upload fields, each downloaded on click. */
export function AttachedDocuments({ submission }: { submission: SubmissionDetail }) {
  const trpc = useTRPC();
  const uploadFields = submission.form.formData.filter((field) => field.formMeta.type === FieldType.upload);
  const queries = useQueries({
    queries: uploadFields.map((field) => trpc.formFiles.list.queryOptions({ submissionId: submission.id, formDataId: field.id })),
  });
  const files = queries.flatMap((query) => query.data ?? []);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="attached-documents-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="attached-documents-title">
          <Trans>Attached documents</Trans>
        </Title>
        {queries.some((query) => query.isPending) ? (
          <LoadingBlock lines={1} />
        ) : files.length === 0 ? (
          <Text size="sm" c="dimmed">
            <Trans>No documents are attached.</Trans>
          </Text>
        ) : (
          <FileDownloadList files={files} />
        )}
      </Stack>
    </Card>
  );
}
