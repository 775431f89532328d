import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Menu } from '@mantine/core';
import { PeriodStatus, type ScheduleTable } from '@portal/shared';
import { IconChevronDown, IconFileSpreadsheet, IconSend, IconUserMinus } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { showFailure, showSuccess } from '../../../lib/notices';
import { downloadErpComparison, useErpActions } from '../hooks/use-erp-actions';

interface ErpActionsProps {
  table: ScheduleTable;
  /** Unsaved changes: what is sent is the saved month, so sending waits until they are saved or discarded. */
  hasUnsavedChanges: boolean;
}

type Confirming = 'send' | 'absences' | null;

/**
 * The month and the ERP (spec 2 §7): send an approved month, send the planned absences of a prepared
 * or approved one (both with change_status, after asking), and compare with the ERP in Excel (view).
 */
export function ErpActions({ table, hasUnsavedChanges }: ErpActionsProps) {
  const { t } = useLingui();
  const month = { scheduleId: table.scheduleId, year: table.year, month: table.month };
  const erp = useErpActions(month);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const { period, permissions } = table;
  if (!permissions.changeStatus && !permissions.exportToExcel) return null;
  const isApproved = period.status === PeriodStatus.approved;
  const hasAbsencesToSend = isApproved || period.status === PeriodStatus.prepared;
  const ignore = (promise: Promise<unknown>) => void promise.catch(() => undefined);

  const send = () =>
    ignore(
      erp.send().then(({ queued, unchanged }) => {
        showSuccess(
          queued === 0
            ? t`The ERP already has this month: nothing new was sent.`
            : t`Employee lines queued for the ERP: ${queued}; unchanged: ${unchanged}.`,
        );
      }),
    );
  const sendAbsences = () =>
    ignore(
      erp.sendAbsences().then(({ queued, reversed, unchanged }) => {
        showSuccess(
          queued === 0 && reversed === 0
            ? t`The ERP already has this month’s absences: nothing new was sent.`
            : t`Absences queued for the ERP: ${queued}; taken back: ${reversed}; unchanged: ${unchanged}.`,
        );
      }),
    );

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button variant="default" rightSection={<IconChevronDown size={14} aria-hidden />} loading={erp.isPending}>
            <Trans>ERP</Trans>
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {permissions.changeStatus ? (
            <>
              <Menu.Item
                leftSection={<IconSend size={16} aria-hidden />}
                disabled={!isApproved || hasUnsavedChanges}
                title={isApproved ? undefined : t`Only an approved month can be sent.`}
                onClick={() => setConfirming('send')}
              >
                <Trans>Send to ERP</Trans>
              </Menu.Item>
              <Menu.Item
                leftSection={<IconUserMinus size={16} aria-hidden />}
                disabled={!hasAbsencesToSend || hasUnsavedChanges}
                title={hasAbsencesToSend ? undefined : t`Absences can be sent once the month is prepared or approved.`}
                onClick={() => setConfirming('absences')}
              >
                <Trans>Send absences to ERP</Trans>
              </Menu.Item>
            </>
          ) : null}
          {permissions.exportToExcel ? (
            <Menu.Item
              leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
              onClick={() => ignore(downloadErpComparison(month).catch(() => showFailure(t`The comparison with the ERP failed.`)))}
            >
              <Trans>Compare with ERP (Excel)</Trans>
            </Menu.Item>
          ) : null}
        </Menu.Dropdown>
      </Menu>
      <ConfirmDialog
        opened={confirming === 'send'}
        title={t`Send the month to the ERP`}
        confirmLabel={t`Send`}
        onConfirm={() => {
          setConfirming(null);
          send();
        }}
        onClose={() => setConfirming(null)}
      >
        <Trans>
          Each employee’s saved days of this month are sent to the ERP in place of what it holds. Employees whose days have not changed
          since the last sending are left out.
        </Trans>
      </ConfirmDialog>
      <ConfirmDialog
        opened={confirming === 'absences'}
        title={t`Send the absences to the ERP`}
        confirmLabel={t`Send`}
        onConfirm={() => {
          setConfirming(null);
          sendAbsences();
        }}
        onClose={() => setConfirming(null)}
      >
        <Trans>
          The activities planned in this month are recorded in the ERP as absences. Absences sent before and no longer planned are taken
          back.
        </Trans>
      </ConfirmDialog>
    </>
  );
}
