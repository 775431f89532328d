import { useLingui } from '@lingui/react/macro';
import { Button, Group, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { FormFileInfo } from '../form-state';
import { useFileDownload } from '../use-file-download';

const KILOBYTE = 1000;

function sizeText(bytes: number, locale: string): string {
  if (bytes < KILOBYTE * KILOBYTE) return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(Math.max(1, bytes / KILOBYTE))} kB`;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(bytes / (KILOBYTE * KILOBYTE))} MB`;
}

/** Saved files, each a button that downloads it. */
export function FileDownloadList({ files }: { files: FormFileInfo[] }) {
  const { t, i18n } = useLingui();
  const { busyKey, downloadFile } = useFileDownload();
  return (
    <Group gap="xs">
      {files.map((file) => (
        <Button
          key={file.id}
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
      ))}
    </Group>
  );
}
