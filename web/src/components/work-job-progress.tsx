import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { isErrorCode, type WorkJob } from '@portal/shared';
import { IconDownload, IconX } from '@tabler/icons-react';
import { errorMessages } from '../lib/error-messages';
import { showFailure } from '../lib/notices';
import { downloadWorkJobResult } from '../lib/work-jobs';
import { StateBadge } from './state-badge';

interface WorkJobProgressProps {
  job: WorkJob;
  /** What the job does, in words ("Excel export of GAM-1, 2026 November"). */
  title: string;
  /** Offers Cancel while it runs (and the caller may). */
  onCancel?: () => void;
  /** Hides the panel once the job has ended. */
  onDismiss?: () => void;
}

/** A job's percent as a bar: `label` reads it to screen readers. */
export function WorkJobBar({ job, label }: { job: WorkJob; label: string }) {
  const percent = job.status === 'completed' ? 100 : job.progressPercent;
  // The section is the progressbar (Mantine gives it the role and the value): the name goes on it.
  return (
    <Progress.Root size="lg">
      <Progress.Section
        value={percent}
        color={job.status === 'error' ? 'red' : job.status === 'completed' ? 'green' : 'blue'}
        animated={job.status === 'running'}
        aria-label={label}
      />
    </Progress.Root>
  );
}

/** The error a job ended with, translated. */
export function useWorkJobErrorText() {
  const { i18n } = useLingui();
  return (job: WorkJob) => (job.errorKey && isErrorCode(job.errorKey) ? i18n._(errorMessages[job.errorKey]) : null);
}

/**
 * The live progress of a job started on this screen (issue #14): its status, the bar with the percent
 * and rows, then the download of its result file or its error once it ends.
 */
export function WorkJobProgress({ job, title, onCancel, onDismiss }: WorkJobProgressProps) {
  const { t } = useLingui();
  const errorText = useWorkJobErrorText()(job);
  const percent = job.status === 'completed' ? 100 : job.progressPercent;
  const rowsDone = job.rowsDone;
  const rowsTotal = job.rowsTotal;
  return (
    <Stack gap={6} p="sm" style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-md)' }}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="sm">
          <Text fw={600} size="sm">
            {title}
          </Text>
          <StateBadge kind="workJob" state={job.status} size="sm" />
        </Group>
        <Group gap="xs">
          {job.status === 'running' && job.canCancel && onCancel ? (
            <Button size="xs" variant="default" leftSection={<IconX size={14} aria-hidden />} onClick={onCancel}>
              <Trans>Cancel the job</Trans>
            </Button>
          ) : null}
          {job.resultFile ? (
            <Button
              size="xs"
              leftSection={<IconDownload size={14} aria-hidden />}
              onClick={() => void downloadWorkJobResult(job.id).catch(() => showFailure(t`The file could not be downloaded.`))}
            >
              <Trans>Download {job.resultFile.fileName}</Trans>
            </Button>
          ) : null}
          {job.status !== 'running' && onDismiss ? (
            <Button size="xs" variant="subtle" onClick={onDismiss}>
              <Trans>Close</Trans>
            </Button>
          ) : null}
        </Group>
      </Group>
      <WorkJobBar job={job} label={t`Progress of ${title}`} />
      <Text size="xs" c="dimmed">
        {rowsTotal === null ? (
          <Trans>{percent} %</Trans>
        ) : (
          <Trans>
            {percent} % · {rowsDone} of {rowsTotal}
          </Trans>
        )}
      </Text>
      {errorText ? (
        <Alert color="red" variant="light" role="alert" p="xs">
          {errorText}
        </Alert>
      ) : null}
    </Stack>
  );
}
