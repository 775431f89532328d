import { Trans, useLingui } from '@lingui/react/macro';
import { Progress, Stack, Text } from '@mantine/core';
import type { UploadProgress } from '../lib/upload-files';

/** How far the upload of the chosen files has got (they go once what they belong to is saved). */
export function UploadProgressBar({ progress }: { progress: UploadProgress | null }) {
  const { t } = useLingui();
  if (!progress) return null;
  const { done, total } = progress;
  return (
    <Stack gap={4} aria-live="polite">
      <Text size="sm">
        <Trans>
          Uploading files: {done} of {total}
        </Trans>
      </Text>
      <Progress value={total === 0 ? 0 : (done / total) * 100} aria-label={t`Upload progress`} animated />
    </Stack>
  );
}
