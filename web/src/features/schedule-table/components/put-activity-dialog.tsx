import { Trans, useLingui } from '@lingui/react/macro';
import { Button, ColorSwatch, Group, Modal, Select, Stack, Text } from '@mantine/core';
import type { TableActivity } from '@portal/shared';
import { type FormEvent, useEffect, useState } from 'react';

interface PutActivityDialogProps {
  opened: boolean;
  /** The company's activity codes (the table's dictionary). */
  activities: readonly TableActivity[];
  selectedCount: number;
  isBusy: boolean;
  onSubmit: (activityCode: string) => void;
  onClose: () => void;
}

/**
 * "Put an activity…" (spec 2 §7 generate-activity-entries): one of the company's activity codes (a
 * training, a day off on request …) on the selected cells, into the draft like a shift. The select is
 * searchable and works from the keyboard (type, arrows, Enter).
 */
export function PutActivityDialog({ opened, activities, selectedCount, isBusy, onSubmit, onClose }: PutActivityDialogProps) {
  const { t, i18n } = useLingui();
  const [code, setCode] = useState<string | null>(null);
  const [isMissing, setIsMissing] = useState(false);
  useEffect(() => {
    if (opened) {
      setCode(null);
      setIsMissing(false);
    }
  }, [opened]);
  const colours = new Map(activities.map((activity) => [activity.code, activity.backgroundColor]));
  const data = activities.map((activity) => ({
    value: activity.code,
    label: `${activity.code} — ${i18n.locale === 'en' ? activity.nameEn : activity.name}`,
  }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code === null) {
      setIsMissing(true);
      return;
    }
    onSubmit(code);
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t`Put an activity`} closeButtonProps={{ 'aria-label': t`Close` }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            {t`Selected cells: ${selectedCount}`}.{' '}
            <Trans>
              They get the activity in place of their shifts and activities; absences from the ERP stay. It is saved with the other changes.
            </Trans>
          </Text>
          <Select
            label={t`Activity`}
            placeholder={t`Type a code or a name`}
            data={data}
            value={code}
            onChange={(value) => {
              setCode(value);
              setIsMissing(false);
            }}
            searchable
            allowDeselect={false}
            withAsterisk
            data-autofocus
            error={isMissing ? t`Choose an activity.` : undefined}
            comboboxProps={{ withinPortal: true }}
            leftSection={code !== null ? <ColorSwatch size={14} color={colours.get(code) ?? 'transparent'} aria-hidden /> : null}
            renderOption={({ option }) => (
              <Group gap="xs" wrap="nowrap">
                <ColorSwatch size={14} color={colours.get(option.value) ?? 'transparent'} aria-hidden />
                {option.label}
              </Group>
            )}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={isBusy}>
              <Trans>Put the activity</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
