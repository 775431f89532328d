import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Menu, Stack } from '@mantine/core';
import { monthRange, type TimesheetTable, WorkJobKind } from '@portal/shared';
import { IconChevronDown, IconFileSpreadsheet } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { lazyDialog } from '../../../components/lazy-parts';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { useCancelWorkJob, useStartWorkJob, useWorkJob } from '../../../lib/work-jobs';
import type { FileReportKind } from './timesheet-file-report-dialog';

// The dialogs and the job's panel are fetched when first needed: the table's chunk stays within its budget.
const WorkJobProgress = lazy(async () => ({ default: (await import('../../../components/work-job-progress')).WorkJobProgress }));
const TimesheetMonthReportDialog = lazyDialog(
  () => import('./timesheet-month-report-dialog').then((module) => module.TimesheetMonthReportDialog),
  (props) => props.opened,
);
const TimesheetFileReportDialog = lazyDialog(
  () => import('./timesheet-file-report-dialog').then((module) => module.TimesheetFileReportDialog),
  () => true,
);

type OpenDialog = 'month' | FileReportKind | null;

/**
 * The timesheet's reports (spec 2 §7 download, downloadsdladiff, downloadunusedholidaydays): a menu
 * opening a small dialog per report. The month record runs as a work job followed by its progress bar
 * (its file is downloaded from there); the two one-row-per-employee reports download at once.
 */
export function useTimesheetReports(table: TimesheetTable | undefined, monthLabel: string): { menu: ReactNode; panel: ReactNode } {
  const { t } = useLingui();
  const [open, setOpen] = useState<OpenDialog>(null);
  const [jobId, setJobId] = useState<number | null>(null);
  const start = useStartWorkJob();
  const cancel = useCancelWorkJob();
  const job = useWorkJob(jobId);
  if (!table) return { menu: null, panel: null };
  const month = { timesheetId: table.timesheet.id, year: table.year, month: table.month };
  const range = monthRange(table.year, table.month);

  const panel = (
    <Stack gap="xs">
      {start.error ? <QueryErrorAlert error={start.error} /> : null}
      {jobId !== null && job.data ? (
        <Suspense fallback={null}>
          <WorkJobProgress
            job={job.data}
            title={t`Working-time record of ${monthLabel}`}
            onCancel={() => cancel.mutate({ id: jobId })}
            onDismiss={() => setJobId(null)}
          />
        </Suspense>
      ) : null}
      <TimesheetMonthReportDialog
        opened={open === 'month'}
        monthLabel={monthLabel}
        lines={table.lines}
        isStarting={start.isPending}
        onClose={() => setOpen(null)}
        onStart={(choice) => {
          start.reset();
          start.mutate(
            { kind: WorkJobKind.timesheetExcelExport, input: { ...month, ...choice } },
            { onSuccess: (started) => setJobId(started.id), onSettled: () => setOpen(null) },
          );
        }}
      />
      {open === 'sdlaDiff' || open === 'unusedHolidays' ? (
        <TimesheetFileReportDialog
          kind={open}
          timesheetId={table.timesheet.id}
          from={range.from}
          to={range.to}
          lines={table.lines}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </Stack>
  );

  const menu = (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
        >
          <Trans>Reports</Trans>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => setOpen('month')} disabled={job.data?.status === 'running' && jobId !== null}>
          <Trans>Working-time record (Excel)</Trans>
        </Menu.Item>
        <Menu.Item onClick={() => setOpen('sdlaDiff')}>
          <Trans>Planned and actual hours (Excel)</Trans>
        </Menu.Item>
        <Menu.Item onClick={() => setOpen('unusedHolidays')}>
          <Trans>Unused holiday days (Excel)</Trans>
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
  return { menu, panel };
}
