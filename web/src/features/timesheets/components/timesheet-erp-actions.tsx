import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Menu, Text } from '@mantine/core';
import { PeriodStatus, type TimesheetMonthInput, type TimesheetTable } from '@portal/shared';
import { IconChevronDown, IconFileSpreadsheet, IconSend } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { saveDownload } from '../../../forms/save-download';
import { fetchFile } from '../../../lib/download-file';
import { formatDateTime } from '../../../lib/format';
import { showFailure, showSuccess } from '../../../lib/notices';
import { useTRPC } from '../../../lib/trpc';

/** The comparison with the ERP as an Excel workbook, from the REST route that answers the file itself. */
async function downloadComparison(month: TimesheetMonthInput): Promise<void> {
  saveDownload(await fetchFile('/api/wtc-area/timesheets/export-to-excel-nav-comparison', { method: 'POST', body: month }));
}

/**
 * The timesheet's month and the ERP (spec 2 §7 "Timesheets"): send an approved month (change_status,
 * after asking) and compare with the ERP in Excel (view); when the timesheet was last sent is shown beside.
 * A refusal is shown as a notice (the app's default).
 */
export function TimesheetErpActions({ table }: { table: TimesheetTable }) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  // The table shows when the timesheet was last sent.
  const onSettled = () => queryClient.invalidateQueries({ queryKey: trpc.timesheets.table.pathKey() });
  const send = useMutation(trpc.timesheets.updateNavision.mutationOptions({ onSettled }));
  const month = { timesheetId: table.timesheet.id, year: table.year, month: table.month };
  const isApproved = table.period.status === PeriodStatus.approved;
  const { bcUpdatedAt } = table.timesheet;

  const sendMonth = () =>
    send.mutate(month, {
      onSuccess: ({ queued, unchanged }) =>
        showSuccess(
          queued === 0
            ? t`The ERP already has this month: nothing new was sent.`
            : t`Employee lines queued for the ERP: ${queued}; unchanged: ${unchanged}.`,
        ),
    });

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button variant="default" rightSection={<IconChevronDown size={14} aria-hidden />} loading={send.isPending}>
            <Trans>ERP</Trans>
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {table.canChangeStatus ? (
            <Menu.Item
              leftSection={<IconSend size={16} aria-hidden />}
              disabled={!isApproved}
              title={isApproved ? undefined : t`Only an approved month can be sent.`}
              onClick={() => setConfirming(true)}
            >
              <Trans>Send to ERP</Trans>
            </Menu.Item>
          ) : null}
          <Menu.Item
            leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
            onClick={() => void downloadComparison(month).catch(() => showFailure(t`The comparison with the ERP failed.`))}
          >
            <Trans>Compare with ERP (Excel)</Trans>
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Text size="sm" c="dimmed">
        {bcUpdatedAt ? <Trans>Sent to the ERP: {formatDateTime(bcUpdatedAt)}</Trans> : <Trans>Not sent to the ERP yet</Trans>}
      </Text>
      <ConfirmDialog
        opened={confirming}
        title={t`Send the timesheet month to the ERP`}
        confirmLabel={t`Send`}
        onConfirm={() => {
          setConfirming(false);
          sendMonth();
        }}
        onClose={() => setConfirming(false)}
      >
        <Trans>
          Each employee’s hours of this approved month are sent to the ERP in place of what it holds. Employees whose hours have not changed
          since the last sending are left out.
        </Trans>
      </ConfirmDialog>
    </>
  );
}
