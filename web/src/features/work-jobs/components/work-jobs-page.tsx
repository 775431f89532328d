import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Group, Select, Stack, Switch, Text } from '@mantine/core';
import { type WorkJob, WorkJobKind, WorkJobStatus } from '@portal/shared';
import { IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { Pager } from '../../../components/pager';
import { StateBadge } from '../../../components/state-badge';
import { workJobStateLabels } from '../../../components/state-labels';
import { useWorkJobErrorText, WorkJobBar } from '../../../components/work-job-progress';
import { translateError } from '../../../lib/error-messages';
import { formatDateTime } from '../../../lib/format';
import { showFailure, showSuccess } from '../../../lib/notices';
import { downloadWorkJobResult, useCancelWorkJob } from '../../../lib/work-jobs';
import { useWorkJobList } from '../hooks/use-work-jobs';

const ROWS_PER_PAGE = 20;
const PAGER_LINKS = 10;

/** What each kind of job does, in words. */
export const workJobKindLabels: Record<string, MessageDescriptor> = {
  [WorkJobKind.scheduleExcelExport]: msg`Schedule month export to Excel`,
  [WorkJobKind.scheduleGeneration]: msg`Schedule month generation`,
  [WorkJobKind.timesheetExcelExport]: msg`Timesheet month working-time record`,
  [WorkJobKind.activityImportValidation]: msg`Activity file check`,
  [WorkJobKind.activityImport]: msg`Activity import`,
  [WorkJobKind.activityExport]: msg`Activity export`,
};

const STATUSES = Object.values(WorkJobStatus);
const KINDS = Object.values(WorkJobKind);

function isOneOf<T extends string>(values: readonly T[], value: string | null): value is T {
  return value !== null && (values as readonly string[]).includes(value);
}

/** 75 → "1 min 15 s"; under a minute in seconds, over an hour in hours and minutes. */
export function formatDuration(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ${seconds % 60} s`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

/**
 * The work queue (spec 2 §2 jobs, issue #14): the jobs the user started (an administrator: the
 * company's), newest first, with status, who started them, progress, duration, the result file or the
 * error, and Cancel on those still running. Read again every second while one of them runs.
 */
export function WorkJobsPage() {
  const { t, i18n } = useLingui();
  const [searchParams, setSearchParams] = useSearchParams();
  const statusParam = searchParams.get('status');
  const kindParam = searchParams.get('kind');
  const status = isOneOf(STATUSES, statusParam) ? statusParam : undefined;
  const kind = isOneOf(KINDS, kindParam) ? kindParam : undefined;
  const mine = searchParams.get('mine') === 'true';
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const [cancelling, setCancelling] = useState<WorkJob | null>(null);
  const list = useWorkJobList({ page, rowsPerPage: ROWS_PER_PAGE, status, kind, mine });
  const cancel = useCancelWorkJob();
  const errorText = useWorkJobErrorText();

  const setParam = (key: string, value: string | null) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null || value === '') next.delete(key);
        else next.set(key, value);
        if (key !== 'page') next.delete('page');
        return next;
      },
      { replace: true },
    );

  const kindLabel = (value: string) => (workJobKindLabels[value] ? i18n._(workJobKindLabels[value]) : value);
  const isFiltered = status !== undefined || kind !== undefined || mine;

  const columns: DataColumn<WorkJob>[] = [
    {
      key: 'job',
      header: t({ message: 'Job', context: 'work queue' }),
      minWidth: 220,
      cell: (job) => (
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {kindLabel(job.kind)}
          </Text>
          {job.target ? (
            <Text size="xs" c="dimmed">
              {job.target}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    { key: 'status', header: t`Status`, cell: (job) => <StateBadge kind="workJob" state={job.status} size="sm" /> },
    { key: 'startedBy', header: t`Started by`, cell: (job) => job.startedByName ?? '—' },
    {
      key: 'progress',
      header: t`Progress`,
      minWidth: 160,
      cell: (job) => {
        const percent = job.status === 'completed' ? 100 : job.progressPercent;
        const rowsDone = job.rowsDone;
        const rowsTotal = job.rowsTotal;
        return job.status === 'not_accepted' ? (
          '—'
        ) : (
          <Stack gap={2}>
            <WorkJobBar job={job} label={t`Progress of job ${job.id}`} />
            <Text size="xs" c="dimmed">
              {rowsTotal === null ? (
                <Trans>{percent} %</Trans>
              ) : (
                <Trans>
                  {percent} % · {rowsDone} of {rowsTotal}
                </Trans>
              )}
            </Text>
          </Stack>
        );
      },
    },
    { key: 'created', header: t`Started`, kind: 'date', cell: (job) => formatDateTime(new Date(job.createdAt)) },
    { key: 'duration', header: t`Duration`, kind: 'number', cell: (job) => formatDuration(job.durationSeconds) },
    {
      key: 'result',
      header: t`Result`,
      minWidth: 200,
      cell: (job) => {
        if (job.resultFile) {
          const fileName = job.resultFile.fileName;
          return (
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => void downloadWorkJobResult(job.id).catch(() => showFailure(t`The file could not be downloaded.`))}
            >
              {fileName}
            </Anchor>
          );
        }
        const error = errorText(job);
        if (error)
          return (
            <Text size="sm" c="red.8">
              {error}
            </Text>
          );
        if (job.status === 'completed' && job.resultSummary && typeof job.resultSummary.written === 'number') {
          const written = job.resultSummary.written;
          const removed = Number(job.resultSummary.removed ?? 0);
          return (
            <Text size="sm">
              <Trans>
                {written} entries written, {removed} removed
              </Trans>
            </Text>
          );
        }
        return '—';
      },
    },
    {
      key: 'actions',
      header: t`Actions`,
      cell: (job) =>
        job.canCancel ? (
          <Button
            size="xs"
            variant="default"
            leftSection={<IconX size={14} aria-hidden />}
            aria-label={t`Cancel job ${job.id}`}
            onClick={() => setCancelling(job)}
          >
            <Trans>Cancel</Trans>
          </Button>
        ) : null,
    },
  ];

  return (
    <Stack gap="md">
      <PageHeader
        title={<Trans>Jobs</Trans>}
        subtitle={<Trans>Long tasks run in the background: follow their progress and download their results here.</Trans>}
      />
      <Group gap="md" align="flex-end" wrap="wrap">
        <Select
          label={t`Status`}
          placeholder={t`All statuses`}
          data={STATUSES.map((value) => ({ value, label: i18n._(workJobStateLabels[value]) }))}
          value={status ?? null}
          onChange={(value) => setParam('status', value)}
          clearable
          w={200}
        />
        <Select
          label={t({ message: 'Job', context: 'work queue' })}
          placeholder={t`All jobs`}
          data={KINDS.map((value) => ({ value, label: kindLabel(value) }))}
          value={kind ?? null}
          onChange={(value) => setParam('kind', value)}
          clearable
          w={300}
          maw="100%"
        />
        <Switch
          label={t`Only the jobs I started`}
          checked={mine}
          onChange={(event) => setParam('mine', event.currentTarget.checked ? 'true' : null)}
          mb={8}
        />
      </Group>
      <DataTable
        label={t`Jobs`}
        rows={list.data?.items}
        rowKey={(job) => job.id}
        columns={columns}
        loading={list.isPending}
        error={list.isError ? list.error : undefined}
        empty={
          isFiltered ? (
            <Trans>No job matches the filters.</Trans>
          ) : (
            <Trans>No jobs yet. Schedule and timesheet exports and generations, reports and activity imports appear here.</Trans>
          )
        }
        cardTitleColumn="job"
        minWidth={940}
      />
      <Pager
        page={page}
        totalRecords={list.data?.pagination.totalRecords ?? 0}
        rowsPerPage={ROWS_PER_PAGE}
        maxLinks={PAGER_LINKS}
        onChange={(next) => setParam('page', String(next))}
        label={t`Pages of jobs`}
      />
      <ConfirmDialog
        opened={cancelling !== null}
        title={t`Cancel the job`}
        confirmLabel={t`Cancel the job`}
        isDanger
        loading={cancel.isPending}
        onConfirm={() => {
          if (!cancelling) return;
          cancel.mutate(
            { id: cancelling.id },
            {
              onSuccess: () => {
                showSuccess(t`The job is being cancelled.`);
                setCancelling(null);
              },
              onError: (error) => {
                showFailure(translateError(i18n, error));
                setCancelling(null);
              },
            },
          );
        }}
        onClose={() => setCancelling(null)}
      >
        <Trans>The job stops at its next step. An export leaves no file; a generation keeps the weeks it has already generated.</Trans>
      </ConfirmDialog>
    </Stack>
  );
}
