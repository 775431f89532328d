import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Box, Button, FileInput, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  type ActivityEntryRow,
  type ActivityImportColumn,
  type ActivityImportError,
  isErrorCode,
  MAX_ACTIVITY_IMPORT_BYTES,
  type WorkJob,
  WorkJobKind,
} from '@portal/shared';
import { IconFileUpload } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { Pager } from '../../../components/pager';
import { WorkJobProgress } from '../../../components/work-job-progress';
import { errorMessages, translateError } from '../../../lib/error-messages';
import { formatDecimal } from '../../../lib/format';
import { useTRPC } from '../../../lib/trpc';
import { uploadOneFile } from '../../../lib/upload-files';
import { useStartWorkJob, useWorkJob } from '../../../lib/work-jobs';
import { TimesheetSelect } from './timesheet-select';

const ERRORS_PER_PAGE = 20;

const columnLabels: Record<ActivityImportColumn, MessageDescriptor> = {
  employeeNo: msg`Employee no`,
  date: msg`Date`,
  activityCode: msg`Activity code`,
  hours: msg`Hours`,
};

/** The current month as the month input writes it (yyyy-mm). */
function thisMonth(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
}

type ErrorRow = ActivityImportError & { key: number };

/**
 * Activity entries import (spec 2 §2 wtm-area/activity-entries/import; issue #14): choose the timesheet
 * and month, choose an .xlsx or .csv file; the server checks it as a job (its progress shown), then the
 * preview lists the counts, the first valid rows and every error by row and column (a page at a time).
 * Nothing is written until Import is pressed, and only for a file without errors; that write is a job too.
 */
export function ActivityImportPage() {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const [timesheetId, setTimesheetId] = useState<number | null>(null);
  const [month, setMonth] = useState(thisMonth);
  const [file, setFile] = useState<File | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [isUploading, setIsUploading] = useState(false);
  const [checkJobId, setCheckJobId] = useState<number | null>(null);
  const [importJobId, setImportJobId] = useState<number | null>(null);
  const [errorPage, setErrorPage] = useState(1);

  const checkJob = useWorkJob(checkJobId).data;
  const importJob = useWorkJob(importJobId).data;
  const isChecked = checkJob?.status === 'completed';
  const preview = useQuery({
    ...trpc.activityEntries.importPreview.queryOptions({ jobId: checkJobId ?? 0, page: errorPage, rowsPerPage: ERRORS_PER_PAGE }),
    enabled: checkJobId !== null && isChecked,
    placeholderData: keepPreviousData,
  });
  const startImport = useStartWorkJob();

  const errorText = (error: ActivityImportError) =>
    isErrorCode(error.code) ? i18n._({ ...errorMessages[error.code], values: error.params }) : error.code;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const match = /^(\d{4})-(\d{2})$/.exec(month);
    if (timesheetId === null) return setFormError(t`Choose a timesheet.`);
    if (!match) return setFormError(t`Choose the month of the entries.`);
    if (!file) return setFormError(t`Choose an .xlsx or .csv file.`);
    if (file.size > MAX_ACTIVITY_IMPORT_BYTES) return setFormError(t`The file is larger than 15 MB.`);
    setIsUploading(true);
    const query = new URLSearchParams({ timesheetId: String(timesheetId), year: match[1]!, month: String(Number(match[2])) });
    const outcome = await uploadOneFile<WorkJob>(`/api/wtc-area/activity-entries/import?${query.toString()}`, 'file', file);
    setIsUploading(false);
    if (!outcome.ok) {
      setFormError(outcome.code && isErrorCode(outcome.code) ? i18n._(errorMessages[outcome.code]) : t`The file could not be uploaded.`);
      return;
    }
    setImportJobId(null);
    setErrorPage(1);
    setCheckJobId(outcome.data.id);
  };

  const confirm = () => {
    if (checkJobId === null) return;
    startImport.mutate(
      { kind: WorkJobKind.activityImport, input: { validationJobId: checkJobId } },
      { onSuccess: (job) => setImportJobId(job.id) },
    );
  };

  const startOver = () => {
    setCheckJobId(null);
    setImportJobId(null);
    setFile(null);
  };

  const data = preview.data;
  const canImport = data !== undefined && data.errorCount === 0 && data.validCount > 0 && !data.isApplied && importJobId === null;
  const errorRows: ErrorRow[] = (data?.errors ?? []).map((error, index) => ({ ...error, key: index }));
  const errorColumns: DataColumn<ErrorRow>[] = [
    { key: 'row', header: t`Row`, kind: 'number', cell: (row) => (row.row > 0 ? row.row : '—') },
    { key: 'column', header: t`Column`, cell: (row) => (row.column ? i18n._(columnLabels[row.column]) : t`Whole row`) },
    { key: 'message', header: t`Error`, cell: errorText, minWidth: 260 },
  ];
  const validColumns: DataColumn<ActivityEntryRow & { row: number }>[] = [
    { key: 'row', header: t`Row`, kind: 'number', cell: (row) => row.row },
    { key: 'employeeNo', header: i18n._(columnLabels.employeeNo), kind: 'code', cell: (row) => row.employeeNo },
    { key: 'date', header: i18n._(columnLabels.date), kind: 'date', cell: (row) => row.date },
    { key: 'activityCode', header: i18n._(columnLabels.activityCode), kind: 'code', cell: (row) => row.activityCode },
    { key: 'hours', header: i18n._(columnLabels.hours), kind: 'number', cell: (row) => formatDecimal(row.minutes / 60, i18n.locale) },
  ];

  return (
    <Stack gap="md">
      <PageHeader
        title={<Trans>Activity import</Trans>}
        subtitle={<Trans>Hours by activity code from an .xlsx or .csv file: employee no, date, activity code and hours columns.</Trans>}
        secondaryActions={
          <Anchor component={Link} to="/wtm-area/activity-entries/export" size="sm">
            <Trans>Activity export</Trans>
          </Anchor>
        }
      />
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm" maw={560}>
          <TimesheetSelect value={timesheetId} onChange={setTimesheetId} />
          <TextInput
            type="month"
            label={t`Month`}
            value={month}
            onChange={(event) => setMonth(event.currentTarget.value)}
            required
            maw={220}
          />
          {/* A file dropped anywhere on the field is taken as chosen (the button also opens the file dialog). */}
          <Box
            data-testid="activity-file-drop"
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => {
              event.preventDefault();
              const dropped = event.dataTransfer.files[0];
              if (dropped) setFile(dropped);
            }}
          >
            <FileInput
              label={t`File (.xlsx or .csv)`}
              placeholder={t`Choose or drop a file`}
              accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
              value={file}
              onChange={setFile}
              clearable
              leftSection={<IconFileUpload size={16} aria-hidden />}
              required
            />
          </Box>
          {formError ? (
            <Alert color="red" variant="light" role="alert">
              {formError}
            </Alert>
          ) : null}
          <Group>
            <Button type="submit" loading={isUploading} disabled={checkJob?.status === 'running'}>
              <Trans>Check the file</Trans>
            </Button>
          </Group>
        </Stack>
      </form>

      {checkJob ? <WorkJobProgress job={checkJob} title={t`Checking the file`} /> : null}

      {data ? (
        <Stack gap="sm">
          <Title order={2} size="h4">
            <Trans>Preview of {data.fileName}</Trans>
          </Title>
          <Text>
            <Trans>
              Rows: {data.rowCount}. Valid: {data.validCount}. Errors: {data.errorCount}.
            </Trans>
          </Text>
          {data.errorCount > 0 ? (
            <>
              <Alert color="red" variant="light" role="alert" title={t`The file has errors`}>
                <Trans>Nothing will be written. Fix the rows below in the file and check it again.</Trans>
              </Alert>
              <DataTable label={t`Errors in the file`} rows={errorRows} rowKey={(row) => row.key} columns={errorColumns} dense />
              <Pager
                page={errorPage}
                totalRecords={data.errorCount}
                rowsPerPage={ERRORS_PER_PAGE}
                maxLinks={10}
                onChange={setErrorPage}
                label={t`Error pages`}
              />
            </>
          ) : null}
          <DataTable
            label={t`Valid rows`}
            rows={data.validRows}
            rowKey={(row) => row.row}
            columns={validColumns}
            empty={<Trans>The file has no valid rows.</Trans>}
            dense
            maxHeight={360}
          />
          {data.validCount > data.validRows.length ? (
            <Text size="sm" c="dimmed">
              <Trans>
                The first {data.validRows.length} of {data.validCount} valid rows are shown.
              </Trans>
            </Text>
          ) : null}
          <Group>
            {canImport ? (
              <Button onClick={confirm} loading={startImport.isPending}>
                <Trans>Import {data.validCount} entries</Trans>
              </Button>
            ) : null}
            <Button variant="default" onClick={startOver}>
              <Trans>Check another file</Trans>
            </Button>
          </Group>
          {startImport.isError ? (
            <Alert color="red" variant="light" role="alert">
              {translateError(i18n, startImport.error)}
            </Alert>
          ) : null}
        </Stack>
      ) : null}

      {importJob ? <WorkJobProgress job={importJob} title={t`Writing the entries`} /> : null}
      {importJob?.status === 'completed' && timesheetId !== null ? (
        <Alert color="green" variant="light" role="status">
          <Trans>The entries were written to the timesheet.</Trans>{' '}
          <Anchor component={Link} to={`/wtm-area/timesheets/${timesheetId}/table?month=${month}`}>
            <Trans>Open the timesheet month</Trans>
          </Anchor>
        </Alert>
      ) : null}
    </Stack>
  );
}
