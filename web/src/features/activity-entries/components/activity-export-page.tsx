import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { ActivityFileFormat, ErrorCode, WorkJobKind } from '@portal/shared';
import { IconDownload } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { WorkJobProgress } from '../../../components/work-job-progress';
import { errorMessages, translateError } from '../../../lib/error-messages';
import { useStartWorkJob, useWorkJob } from '../../../lib/work-jobs';
import { ScheduleSelect } from './schedule-select';
import { TimesheetSelect } from './timesheet-select';

/** What the export reads: one timesheet, or every timesheet on a schedule that the user may view. */
type ExportSource = 'timesheet' | 'schedule';

function monthBounds(): { from: string; to: string } {
  const now = new Date();
  const year = now.getFullYear();
  const month = now.getMonth() + 1;
  const last = new Date(year, month, 0).getDate();
  const prefix = `${year}-${String(month).padStart(2, '0')}`;
  return { from: `${prefix}-01`, to: `${prefix}-${String(last).padStart(2, '0')}` };
}

/**
 * Activity entries export (spec 2 §2 wtm-area/activity-entries/export; issue #14): a timesheet's entries,
 * or a schedule's (each row naming its timesheet), from–to as .xlsx or .csv, in the columns the import
 * reads; made by a job whose progress is shown, then downloaded from it.
 */
export function ActivityExportPage() {
  const { t, i18n } = useLingui();
  const [source, setSource] = useState<ExportSource>('timesheet');
  const [timesheetId, setTimesheetId] = useState<number | null>(null);
  const [scheduleId, setScheduleId] = useState<number | null>(null);
  const [range, setRange] = useState(monthBounds);
  const [format, setFormat] = useState<ActivityFileFormat>(ActivityFileFormat.xlsx);
  const [formError, setFormError] = useState<string | null>(null);
  const [jobId, setJobId] = useState<number | null>(null);
  const job = useWorkJob(jobId).data;
  const start = useStartWorkJob();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (source === 'timesheet' && timesheetId === null) return setFormError(t`Choose a timesheet.`);
    if (source === 'schedule' && scheduleId === null) return setFormError(t`Choose a schedule.`);
    if (!range.from || !range.to) return setFormError(i18n._(errorMessages[ErrorCode.invalidDate]));
    if (range.to < range.from) return setFormError(i18n._(errorMessages[ErrorCode.endEarlierThanStart]));
    const target = source === 'schedule' ? { scheduleId: scheduleId! } : { timesheetId: timesheetId! };
    start.mutate(
      { kind: WorkJobKind.activityExport, input: { ...target, from: range.from, to: range.to, format } },
      { onSuccess: (started) => setJobId(started.id) },
    );
  };

  return (
    <Stack gap="md">
      <PageHeader
        title={<Trans>Activity export</Trans>}
        subtitle={<Trans>A timesheet’s or a schedule’s hours by activity code, in the columns the import reads.</Trans>}
        secondaryActions={
          <Anchor component={Link} to="/wtm-area/activity-entries/import" size="sm">
            <Trans>Activity import</Trans>
          </Anchor>
        }
      />
      <form onSubmit={submit} noValidate>
        <Stack gap="sm" maw={560}>
          <Stack gap={4}>
            <Text size="sm" fw={500} id="activity-export-source">
              <Trans>Export by</Trans>
            </Text>
            <SegmentedControl
              aria-labelledby="activity-export-source"
              value={source}
              onChange={(value) => setSource(value as ExportSource)}
              data={[
                { value: 'timesheet', label: t`Timesheet` },
                { value: 'schedule', label: t`Schedule` },
              ]}
              maw={320}
            />
          </Stack>
          {source === 'timesheet' ? (
            <TimesheetSelect value={timesheetId} onChange={setTimesheetId} />
          ) : (
            <>
              <ScheduleSelect value={scheduleId} onChange={setScheduleId} />
              <Text size="sm" c="dimmed">
                <Trans>Every timesheet of the schedule you may view; the last column names the row’s timesheet.</Trans>
              </Text>
            </>
          )}
          <Group align="flex-end">
            <TextInput
              type="date"
              label={t`From`}
              value={range.from}
              onChange={(event) => setRange({ ...range, from: event.currentTarget.value })}
              required
            />
            <TextInput
              type="date"
              label={t`To`}
              value={range.to}
              onChange={(event) => setRange({ ...range, to: event.currentTarget.value })}
              required
            />
          </Group>
          <Stack gap={4}>
            <Text size="sm" fw={500} id="activity-export-format">
              <Trans>Format</Trans>
            </Text>
            <SegmentedControl
              aria-labelledby="activity-export-format"
              value={format}
              onChange={(value) => setFormat(value as ActivityFileFormat)}
              data={[
                { value: ActivityFileFormat.xlsx, label: 'Excel (.xlsx)' },
                { value: ActivityFileFormat.csv, label: 'CSV (.csv)' },
              ]}
              maw={320}
            />
          </Stack>
          {formError ? (
            <Alert color="red" variant="light" role="alert">
              {formError}
            </Alert>
          ) : null}
          {start.isError ? (
            <Alert color="red" variant="light" role="alert">
              {translateError(i18n, start.error)}
            </Alert>
          ) : null}
          <Group>
            <Button type="submit" loading={start.isPending} leftSection={<IconDownload size={16} aria-hidden />}>
              <Trans>Export</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
      {job ? <WorkJobProgress job={job} title={t`Activity export`} onDismiss={() => setJobId(null)} /> : null}
    </Stack>
  );
}
