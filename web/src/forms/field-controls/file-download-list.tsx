import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { IconDownload, IconX } from '@tabler/icons-react';
import type { FormFileInfo } from '../form-state';
import { useFileDownload } from '../use-file-download';

const KILOBYTE = 1000;

function sizeText(bytes: number, locale: string): string {
  if (bytes < KILOBYTE * KILOBYTE)
    return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(Math.max(1, bytes / KILOBYTE))} kB`;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(bytes / (KILOBYTE * KILOBYTE))} MB`;
}

interface FileDownloadListProps {
  files: FormFileInfo[];
  /** Given while the files may be removed (a draft being edited): a remove button follows each file. */
  onRemove?: (file: FormFileInfo) => void;
  /** The file whose removal is under way. */
  removingId?: number | null;
}

/** Saved files, each a button that downloads it. */
export function FileDownloadList({ files, onRemove, removingId = null }: FileDownloadListProps) {
  const { t, i18n } = useLingui();
  const { busyKey, downloadFile } = useFileDownload();
  return (
    <Group gap="xs">
      {files.map((file) => (
        <Group key={file.id} gap={4} wrap="nowrap">
          <Button
            variant="light"
            size="xs"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={busyKey === `file-${file.id}`}
            onClick={() => void downloadFile(file.id)}
            aria-label={t`Download ${file.fileName}`}
          >
            {file.fileName}
            <Text component="span" size="xs" c="dimmed" ml={6}>
              {sizeText(file.sizeBytes, i18n.locale)}
            </Text>
          </Button>
          {onRemove ? (
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t`Remove ${file.fileName}`}
              loading={removingId === file.id}
              disabled={removingId !== null}
              onClick={() => onRemove(file)}
            >
              <IconX size={16} aria-hidden />
            </ActionIcon>
          ) : null}
        </Group>
      ))}
    </Group>
  );
}
