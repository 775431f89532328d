import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Group, Modal, NumberInput, SegmentedControl, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { CellDisplayMode, ScheduleTableColumn, type ScheduleTableSettings } from '@portal/shared';
import { useEffect, useState } from 'react';
import { columnLabels, displayModeLabels } from '../messages';

interface TableSettingsDialogProps {
  opened: boolean;
  settings: ScheduleTableSettings;
  onSave: (settings: ScheduleTableSettings) => void;
  onClose: () => void;
}

function clamp(value: string | number, min: number, max: number, fallback: number): number {
  const number = typeof value === 'number' ? value : Number.parseInt(value, 10);
  return Number.isFinite(number) ? Math.min(max, Math.max(min, Math.round(number))) : fallback;
}

/** The table settings of spec 2 §3, kept in this browser. */
export function TableSettingsDialog({ opened, settings, onSave, onClose }: TableSettingsDialogProps) {
  const { t, i18n } = useLingui();
  const [draft, setDraft] = useState(settings);
  useEffect(() => {
    if (opened) setDraft(settings);
  }, [opened, settings]);
  return (
    <Modal opened={opened} onClose={onClose} title={t`Table settings`} size={700} closeButtonProps={{ 'aria-label': t`Close` }}>
      <Stack gap="md">
        <Stack gap={4}>
          <Text size="sm" fw={500} id="cell-display-mode-label">
            <Trans>Cells show</Trans>
          </Text>
          <SegmentedControl
            aria-labelledby="cell-display-mode-label"
            value={draft.cellDisplayMode}
            onChange={(value) => setDraft({ ...draft, cellDisplayMode: value as CellDisplayMode })}
            data={Object.values(CellDisplayMode).map((mode) => ({ value: mode, label: i18n._(displayModeLabels[mode]) }))}
          />
        </Stack>
        <Checkbox.Group
          label={t`Columns`}
          value={draft.displayColumns}
          onChange={(value) => setDraft({ ...draft, displayColumns: value as ScheduleTableColumn[] })}
        >
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
            {Object.values(ScheduleTableColumn).map((column) => (
              <Checkbox key={column} value={column} label={i18n._(columnLabels[column])} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <Switch
          label={t`Totals of each day under the table`}
          checked={draft.displayTotalsVertically}
          onChange={(event) => setDraft({ ...draft, displayTotalsVertically: event.currentTarget.checked })}
        />
        <Switch
          label={t`Summary table`}
          checked={draft.showSummaryTable}
          onChange={(event) => setDraft({ ...draft, showSummaryTable: event.currentTarget.checked })}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <NumberInput
            label={t`Table height (px)`}
            min={200}
            max={10_000}
            step={50}
            value={draft.tableHeight}
            onChange={(value) => setDraft({ ...draft, tableHeight: clamp(value, 200, 10_000, draft.tableHeight) })}
          />
          <NumberInput
            label={t`Employee no. column width (px)`}
            min={40}
            max={400}
            value={draft.employeeNoWidth}
            onChange={(value) => setDraft({ ...draft, employeeNoWidth: clamp(value, 40, 400, draft.employeeNoWidth) })}
          />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button onClick={() => onSave(draft)}>
            <Trans>Save</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
