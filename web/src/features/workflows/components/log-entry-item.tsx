import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, List, Stack, Text } from '@mantine/core';
import { WorkflowEffectKey, type WorkflowLogEntry } from '@portal/shared';
import { IconDownload } from '@tabler/icons-react';
import { formatDateTime } from '../../../lib/format';
import { useFileDownload } from '../../../forms';
import { workflowEffectText, workflowLogText } from '../messages';

interface LogEntryItemProps {
  entry: WorkflowLogEntry;
  /** A step's name in the interface's language from the name an effect stored (history-entries.ts stepNameIn). */
  stepName?: (storedName: string) => string;
}

/** One history entry: when, what, who (and for whom), the comment, the files and what it caused. */
export function LogEntryItem({ entry, stepName = (storedName) => storedName }: LogEntryItemProps) {
  const { t, i18n } = useLingui();
  const { busyKey, downloadFile } = useFileDownload();
  const executedBy = entry.executedBy?.name ?? '';
  const onBehalfOf = entry.onBehalfOf?.name ?? '';
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="wrap">
        <Text size="sm" c="dimmed" component="time" dateTime={entry.createDate.toISOString()}>
          {formatDateTime(entry.createDate)}
        </Text>
        <Text size="sm" fw={500}>
          {workflowLogText(i18n, entry.description)}
        </Text>
        <Text size="sm" c="dimmed">
          {entry.executedBy === null ? (
            <Trans>by the system</Trans>
          ) : entry.onBehalfOf ? (
            <Trans>
              by {executedBy} for {onBehalfOf}
            </Trans>
          ) : (
            <Trans>by {executedBy}</Trans>
          )}
        </Text>
      </Group>
      {entry.comment ? (
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {entry.comment}
        </Text>
      ) : null}
      {entry.files.length > 0 ? (
        <Group gap="xs">
          {entry.files.map((file) => (
            <Button
              key={file.id}
              variant="light"
              size="xs"
              leftSection={<IconDownload size={16} aria-hidden />}
              loading={busyKey === `file-${file.formFileId}`}
              onClick={() => void downloadFile(file.formFileId)}
              aria-label={t`Download ${file.fileName}`}
            >
              {file.fileName}
            </Button>
          ))}
        </Group>
      ) : null}
      {entry.workflowExecutionLogEntries.length > 0 ? (
        <List size="sm" c="dimmed" spacing={2}>
          {entry.workflowExecutionLogEntries.map((effect) => (
            <List.Item key={effect.id}>
              {workflowEffectText(
                i18n,
                effect.description,
                effect.description === WorkflowEffectKey.nextActivity ? stepName(effect.result) : effect.result,
              )}
            </List.Item>
          ))}
        </List>
      ) : null}
    </Stack>
  );
}
