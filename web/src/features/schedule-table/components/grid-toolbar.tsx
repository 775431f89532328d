import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Menu, Text, TextInput } from '@mantine/core';
import type { TableShift } from '@portal/shared';
import {
  IconAlertTriangle,
  IconArrowBackUp,
  IconArrowsExchange,
  IconCalendarEvent,
  IconChevronDown,
  IconSearch,
  IconSettings,
  IconTrash,
} from '@tabler/icons-react';
import { ShiftMenuItems } from './shift-menu-items';

interface GridToolbarProps {
  shifts: readonly TableShift[];
  isEditable: boolean;
  selectedCount: number;
  canUndo: boolean;
  isBusy: boolean;
  filter: string;
  violationCount: number;
  onFilterChange: (value: string) => void;
  onApply: (shiftId: number) => void;
  /** Opens "Put an activity…" for the selected cells; absent when the company has no activity codes. */
  onPutActivity?: () => void;
  onDelete: () => void;
  /** Overrides every conflicting entry of other schedules this month; absent when there is none to override. */
  onOverrideMonth?: () => void;
  onUndo: () => void;
  onOpenLaborCode: () => void;
  onOpenSettings: () => void;
}

/** Above the grid: what to do with the selected cells, the line filter, the Labor Code panel and the settings. */
export function GridToolbar(props: GridToolbarProps) {
  const { t } = useLingui();
  const { selectedCount, isEditable, isBusy, violationCount } = props;
  const hasSelection = selectedCount > 0;
  return (
    <Group gap="xs" wrap="wrap" role="toolbar" aria-label={t`Table actions`}>
      {isEditable ? (
        <>
          <Menu position="bottom-start" withinPortal shadow="md" disabled={!hasSelection || isBusy}>
            <Menu.Target>
              <Button size="sm" rightSection={<IconChevronDown size={14} aria-hidden />} disabled={!hasSelection || isBusy}>
                <Trans>Apply a shift</Trans>
              </Button>
            </Menu.Target>
            <Menu.Dropdown mah={420} style={{ overflowY: 'auto' }}>
              <ShiftMenuItems shifts={props.shifts} onApply={props.onApply} />
            </Menu.Dropdown>
          </Menu>
          {props.onPutActivity ? (
            <Button
              size="sm"
              variant="default"
              leftSection={<IconCalendarEvent size={16} aria-hidden />}
              disabled={!hasSelection || isBusy}
              onClick={props.onPutActivity}
            >
              <Trans>Put an activity…</Trans>
            </Button>
          ) : null}
          <Button
            size="sm"
            variant="default"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            disabled={!hasSelection || isBusy}
            onClick={props.onDelete}
          >
            <Trans>Delete entries</Trans>
          </Button>
          <Button
            size="sm"
            variant="default"
            leftSection={<IconArrowBackUp size={16} aria-hidden />}
            disabled={!props.canUndo || isBusy}
            onClick={props.onUndo}
            title={t`Undo (Ctrl+Z)`}
          >
            <Trans>Undo</Trans>
          </Button>
          {props.onOverrideMonth ? (
            <Button
              size="sm"
              variant="default"
              leftSection={<IconArrowsExchange size={16} aria-hidden />}
              disabled={isBusy}
              onClick={props.onOverrideMonth}
            >
              <Trans>Take the month from other schedules</Trans>
            </Button>
          ) : null}
        </>
      ) : null}
      <Text size="sm" c="dimmed" aria-live="polite" miw="8rem">
        {hasSelection ? t`Selected cells: ${selectedCount}` : ''}
      </Text>
      <TextInput
        size="sm"
        leftSection={<IconSearch size={16} aria-hidden />}
        placeholder={t`Number, name, department, job title`}
        aria-label={t`Filter lines`}
        value={props.filter}
        onChange={(event) => props.onFilterChange(event.currentTarget.value)}
        style={{ flex: '1 1 14rem', maxWidth: '22rem' }}
      />
      <Button
        size="sm"
        variant={violationCount > 0 ? 'light' : 'default'}
        color={violationCount > 0 ? 'red' : undefined}
        leftSection={<IconAlertTriangle size={16} aria-hidden />}
        onClick={props.onOpenLaborCode}
      >
        {t`Labor Code (${violationCount})`}
      </Button>
      <Button size="sm" variant="default" leftSection={<IconSettings size={16} aria-hidden />} onClick={props.onOpenSettings}>
        <Trans>Table settings</Trans>
      </Button>
    </Group>
  );
}
