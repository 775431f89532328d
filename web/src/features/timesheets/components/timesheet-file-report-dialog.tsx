import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { type TimesheetLine, TimesheetSdlaDiffInputSchema, TimesheetUnusedHolidaysInputSchema } from '@portal/shared';
import { useState } from 'react';
import { saveDownload } from '../../../forms/save-download';
import { DateInputField } from '../../../forms/field-controls/date-input-field';
import { fetchFile } from '../../../lib/download-file';
import { errorKeyText } from '../../../lib/error-messages';
import { ReportEmployeesSelect } from './report-employees-select';

export type FileReportKind = 'sdlaDiff' | 'unusedHolidays';

interface TimesheetFileReportDialogProps {
  kind: FileReportKind;
  timesheetId: number;
  /** The month shown: the dates start on its first and last days. */
  from: string;
  to: string;
  lines: readonly TimesheetLine[];
  onClose(): void;
}

const routes: Record<FileReportKind, string> = {
  sdlaDiff: '/api/wtc-area/timesheets/downloadsdladiff',
  unusedHolidays: '/api/wtc-area/timesheets/downloadunusedholidaydays',
};

/**
 * The plan/fact difference over a range, or the unused holiday days on a date, downloaded at once (both
 * are one row per employee). The shared schema checks the dates before the call, as the server does.
 */
export function TimesheetFileReportDialog({
  kind,
  timesheetId,
  from: monthFrom,
  to: monthTo,
  lines,
  onClose,
}: TimesheetFileReportDialogProps) {
  const { t, i18n } = useLingui();
  const [from, setFrom] = useState(monthFrom);
  const [to, setTo] = useState(monthTo);
  const [selectedEmployees, setSelectedEmployees] = useState<string[]>([]);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [failed, setFailed] = useState(false);
  const [isBusy, setBusy] = useState(false);

  const download = async () => {
    const body = kind === 'sdlaDiff' ? { timesheetId, from, to, selectedEmployees } : { timesheetId, to, selectedEmployees };
    const parsed = (kind === 'sdlaDiff' ? TimesheetSdlaDiffInputSchema : TimesheetUnusedHolidaysInputSchema).safeParse(body);
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    setFailed(false);
    setBusy(true);
    try {
      saveDownload(await fetchFile(routes[kind], { method: 'POST', body }));
      onClose();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={kind === 'sdlaDiff' ? t`Planned and actual hours` : t`Unused holiday days`}>
      <Stack gap="sm">
        {kind === 'sdlaDiff' ? (
          <DateInputField label={t`From`} required value={from} onChange={setFrom} error={errorKeyText(i18n, fieldErrors.from)} />
        ) : null}
        <DateInputField
          label={kind === 'sdlaDiff' ? t`To` : t`On the date`}
          required
          value={to}
          onChange={setTo}
          error={errorKeyText(i18n, fieldErrors.to)}
        />
        <ReportEmployeesSelect lines={lines} value={selectedEmployees} onChange={setSelectedEmployees} />
        {failed ? (
          <Alert color="red" variant="light" role="alert">
            <Trans>The file could not be downloaded.</Trans>
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button loading={isBusy} onClick={() => void download()}>
            <Trans>Download</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
