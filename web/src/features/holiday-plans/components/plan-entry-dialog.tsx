import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import type { HolidayPlanEntry, HolidayType } from '@portal/shared';
import { IconLock } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { DateInputField } from '../../../forms/field-controls/date-input-field';
import { fieldErrorsOf } from '../../../lib/api-errors';
import { fieldErrorText, translateError } from '../../../lib/error-messages';

export interface PlanEntryDraft {
  formId: string;
  dateFrom: string;
  dateTo: string;
}

interface PlanEntryDialogProps {
  opened: boolean;
  /** The entry opened, or null for a new one. */
  entry: HolidayPlanEntry | null;
  initial: PlanEntryDraft;
  holidayTypes: HolidayType[];
  /** The entry may be changed (its plan in progress, the caller's own). */
  editable: boolean;
  saving: boolean;
  deleting: boolean;
  error: unknown;
  onSave(draft: PlanEntryDraft): void;
  onDelete(): void;
  onClose(): void;
}

/** A planned holiday: new, its details, its change and its removal (spec 1 §2 "Absence plan" dialogs). */
export function PlanEntryDialog({
  opened,
  entry,
  initial,
  holidayTypes,
  editable,
  saving,
  deleting,
  error,
  onSave,
  onDelete,
  onClose,
}: PlanEntryDialogProps) {
  const { t, i18n } = useLingui();
  const [draft, setDraft] = useState<PlanEntryDraft>(initial);
  const [typeMissing, setTypeMissing] = useState(false);
  useEffect(() => {
    if (opened) {
      setDraft(initial);
      setTypeMissing(false);
    }
  }, [opened, initial]);
  const fieldErrors = fieldErrorsOf(error);
  const general = error && Object.keys(fieldErrors).length === 0 ? translateError(i18n, error) : null;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={entry ? (editable ? t`Change planned holiday` : t`Planned holiday`) : t`New planned holiday`}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!draft.formId) {
            setTypeMissing(true);
            return;
          }
          onSave(draft);
        }}
      >
        <Stack gap="sm">
          {entry && !editable ? (
            <Alert color="gray" icon={<IconLock size={18} aria-hidden />}>
              <Trans>The plan is prepared or approved: this entry is locked.</Trans>
            </Alert>
          ) : null}
          {entry ? <Text size="sm">{entry.employeeFullName}</Text> : null}
          <Select
            label={t`Holiday type`}
            required
            readOnly={!editable}
            data={holidayTypes.map((type) => ({ value: String(type.id), label: type.name }))}
            value={draft.formId || null}
            onChange={(value) => {
              setDraft({ ...draft, formId: value ?? '' });
              setTypeMissing(false);
            }}
            error={typeMissing ? t`Please select holiday type` : fieldErrorText(i18n, fieldErrors, 'formId')}
          />
          <Group grow align="flex-start">
            <DateInputField
              label={t`From`}
              required
              readOnly={!editable}
              value={draft.dateFrom}
              onChange={(dateFrom) =>
                setDraft({ ...draft, dateFrom, dateTo: draft.dateTo && draft.dateTo >= dateFrom ? draft.dateTo : dateFrom })
              }
              error={fieldErrorText(i18n, fieldErrors, 'dateFrom')}
            />
            <DateInputField
              label={t`To`}
              required
              readOnly={!editable}
              value={draft.dateTo}
              onChange={(dateTo) => setDraft({ ...draft, dateTo })}
              error={fieldErrorText(i18n, fieldErrors, 'dateTo')}
            />
          </Group>
          {general ? (
            <Alert color="red" role="alert">
              {general}
            </Alert>
          ) : null}
          <Group justify="space-between" mt="sm">
            {entry && editable ? (
              <Button variant="subtle" color="red" onClick={onDelete} loading={deleting}>
                <Trans>Remove</Trans>
              </Button>
            ) : (
              <span />
            )}
            <Group gap="sm">
              <Button variant="default" onClick={onClose}>
                {editable ? <Trans>Cancel</Trans> : <Trans>Close</Trans>}
              </Button>
              {editable ? (
                <Button type="submit" loading={saving}>
                  <Trans>Save</Trans>
                </Button>
              ) : null}
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
