import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Group, Modal, Stack } from '@mantine/core';
import type { TimesheetLine, TimesheetMonthReportInput } from '@portal/shared';
import { useState } from 'react';
import { ReportEmployeesSelect } from './report-employees-select';

interface TimesheetMonthReportDialogProps {
  opened: boolean;
  monthLabel: string;
  lines: readonly TimesheetLine[];
  isStarting: boolean;
  onClose(): void;
  onStart(choice: Pick<TimesheetMonthReportInput, 'setHours' | 'showSdlaResult' | 'selectedEmployees'>): void;
}

/** The month's working-time record: with hours or codes only, with the SDLA result or not, for some employees or all. */
export function TimesheetMonthReportDialog({ opened, monthLabel, lines, isStarting, onClose, onStart }: TimesheetMonthReportDialogProps) {
  const { t } = useLingui();
  const [setHours, setSetHours] = useState(true);
  const [showSdlaResult, setShowSdlaResult] = useState(false);
  const [selectedEmployees, setSelectedEmployees] = useState<string[]>([]);
  return (
    <Modal opened={opened} onClose={onClose} title={t`Working-time record of ${monthLabel}`}>
      <Stack gap="sm">
        <Checkbox label={t`With hours`} checked={setHours} onChange={(event) => setSetHours(event.currentTarget.checked)} />
        <Checkbox
          label={t`With the summed working-time (SDLA) result`}
          checked={showSdlaResult}
          onChange={(event) => setShowSdlaResult(event.currentTarget.checked)}
        />
        <ReportEmployeesSelect lines={lines} value={selectedEmployees} onChange={setSelectedEmployees} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button loading={isStarting} onClick={() => onStart({ setHours, showSdlaResult, selectedEmployees })}>
            <Trans>Create the file</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
