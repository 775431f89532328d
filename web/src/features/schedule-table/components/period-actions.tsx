import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Menu } from '@mantine/core';
import { PeriodStatus, type ScheduleTable } from '@portal/shared';
import { IconChevronDown, IconFileSpreadsheet, IconLock, IconLockOpen, IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { type GenerateChoice, GenerateDialog } from './generate-dialog';
import { ErpActions } from './erp-actions';

interface PeriodActionsProps {
  table: ScheduleTable;
  /** Unsaved changes: status, lock and generation wait until they are saved or discarded. */
  hasUnsavedChanges: boolean;
  isBusy: boolean;
  onGenerate: (choice: GenerateChoice) => void;
  onSetStatus: (status: PeriodStatus) => void;
  onLock: () => void;
  onUnlock: () => void;
  onExport: () => void;
}

/** The month's buttons (spec 2 §4, §7): generate, set the status, lock or unlock, export to Excel, the ERP's, each as permitted. */
export function PeriodActions({ table, hasUnsavedChanges, isBusy, ...actions }: PeriodActionsProps) {
  const { t } = useLingui();
  const [isConfirmingGenerate, setConfirmingGenerate] = useState(false);
  const { period, permissions } = table;
  const isBlocked = hasUnsavedChanges || isBusy;
  const blockedTitle = hasUnsavedChanges ? t`Save or discard your changes first.` : undefined;
  const statuses = [
    { status: PeriodStatus.inProgress, label: t`Set in progress` },
    { status: PeriodStatus.prepared, label: t`Set prepared` },
    { status: PeriodStatus.approved, label: t`Set approved` },
  ].filter((option) => option.status !== period.status);
  return (
    <>
      {table.isEditable && permissions.edit ? (
        <Button
          variant="default"
          leftSection={<IconPlayerPlay size={16} aria-hidden />}
          disabled={isBlocked}
          title={blockedTitle}
          onClick={() => setConfirmingGenerate(true)}
        >
          <Trans>Generate</Trans>
        </Button>
      ) : null}
      {permissions.changeStatus ? (
        <Menu position="bottom-end" withinPortal disabled={isBlocked}>
          <Menu.Target>
            <Button variant="default" rightSection={<IconChevronDown size={14} aria-hidden />} disabled={isBlocked} title={blockedTitle}>
              <Trans>Status</Trans>
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {statuses.map((option) => (
              <Menu.Item key={option.status} onClick={() => actions.onSetStatus(option.status)}>
                {option.label}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      ) : null}
      {permissions.lock ? (
        period.manualLock ? (
          <Button variant="default" leftSection={<IconLockOpen size={16} aria-hidden />} disabled={isBusy} onClick={actions.onUnlock}>
            <Trans>Unlock</Trans>
          </Button>
        ) : (
          <Button
            variant="default"
            leftSection={<IconLock size={16} aria-hidden />}
            disabled={isBlocked}
            title={blockedTitle}
            onClick={actions.onLock}
          >
            <Trans>Lock</Trans>
          </Button>
        )
      ) : null}
      {permissions.exportToExcel ? (
        <Button variant="default" leftSection={<IconFileSpreadsheet size={16} aria-hidden />} onClick={actions.onExport}>
          <Trans>Export to Excel</Trans>
        </Button>
      ) : null}
      <ErpActions table={table} hasUnsavedChanges={hasUnsavedChanges} />
      {/* Keyed by the month: its day range starts afresh (1 to the month's last day) in every month. */}
      <GenerateDialog
        key={`${table.scheduleId}-${table.year}-${table.month}`}
        opened={isConfirmingGenerate}
        month={{ scheduleId: table.scheduleId, year: table.year, month: table.month }}
        onGenerate={(choice) => {
          setConfirmingGenerate(false);
          actions.onGenerate(choice);
        }}
        onClose={() => setConfirmingGenerate(false)}
      />
    </>
  );
}
