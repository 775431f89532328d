import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Divider, Group, Modal, NumberInput, Select, Stack, Textarea } from '@mantine/core';
import { type OvertimePeriod, type OvertimePeriodInput, type SetupPermissions } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FieldRow } from '../../../components/field-row';
import { FormSection } from '../../../components/form-section';
import { DateInputField } from '../../../forms/field-controls/date-input-field';
import { fieldErrorsOf } from '../../../lib/api-errors';
import { fieldErrorText } from '../../../lib/error-messages';
import { showSuccess } from '../../../lib/notices';
import { useTRPC } from '../../../lib/trpc';

interface OvertimePeriodDialogProps {
  opened: boolean;
  /** The agreement to open; null creates one. */
  period: OvertimePeriod | null;
  permissions: SetupPermissions;
  employeeOptions: { value: string; label: string }[];
  onClose: () => void;
}

/** Creates or edits an overtime agreement; deletes an existing one after a confirmation. */
export function OvertimePeriodDialog({ opened, period, permissions, employeeOptions, onClose }: OvertimePeriodDialogProps) {
  const { t } = useLingui();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={period ? t`Overtime agreement` : t`New overtime agreement`}
      size={700}
      styles={{ content: { maxWidth: '95vw' } }}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      {/* Mounted per opening: each opening starts from the agreement as stored. */}
      {opened ? <OvertimePeriodForm period={period} permissions={permissions} employeeOptions={employeeOptions} onClose={onClose} /> : null}
    </Modal>
  );
}

interface FormValues {
  employeeNo: string | null;
  validFrom: string;
  /** '' for open-ended. */
  validTo: string;
  weeklyHoursConsent: boolean;
  maxOvertimeHoursWeek: number | string;
  maxOvertimeHoursYear: number | string;
  note: string;
}

function valuesOf(period: OvertimePeriod | null): FormValues {
  return {
    employeeNo: period?.employeeNo ?? null,
    validFrom: period?.validFrom ?? '',
    validTo: period?.validTo ?? '',
    weeklyHoursConsent: period?.weeklyHoursConsent ?? true,
    maxOvertimeHoursWeek: period?.maxOvertimeHoursWeek ?? '',
    maxOvertimeHoursYear: period?.maxOvertimeHoursYear ?? '',
    note: period?.note ?? '',
  };
}

function bodyOf(values: FormValues): OvertimePeriodInput {
  const hours = (value: number | string) => (value === '' ? null : Number(value));
  return {
    employeeNo: values.employeeNo ?? '',
    validFrom: values.validFrom,
    validTo: values.validTo === '' ? null : values.validTo,
    weeklyHoursConsent: values.weeklyHoursConsent,
    maxOvertimeHoursWeek: hours(values.maxOvertimeHoursWeek),
    maxOvertimeHoursYear: hours(values.maxOvertimeHoursYear),
    note: values.note.trim() === '' ? null : values.note,
  };
}

function OvertimePeriodForm({ period, permissions, employeeOptions, onClose }: Omit<OvertimePeriodDialogProps, 'opened'>) {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<FormValues>(() => valuesOf(period));
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const isReadOnly = period ? !permissions.canEdit : !permissions.canCreate;
  const set = (changes: Partial<FormValues>) => setValues((current) => ({ ...current, ...changes }));

  const afterChange = async (message: string) => {
    showSuccess(message);
    await queryClient.invalidateQueries({ queryKey: trpc.employeeOvertimePeriods.list.pathKey() });
    onClose();
  };
  const create = useMutation(
    trpc.employeeOvertimePeriods.create.mutationOptions({ onSuccess: () => afterChange(t`The agreement was saved.`) }),
  );
  const update = useMutation(trpc.employeeOvertimePeriods.update.mutationOptions({ onSuccess: () => afterChange(t`Changes saved.`) }));
  const remove = useMutation(
    trpc.employeeOvertimePeriods.delete.mutationOptions({
      onSuccess: () => afterChange(t`The agreement was deleted.`),
      onSettled: () => setIsConfirmingDelete(false),
    }),
  );
  const fieldErrors = fieldErrorsOf(period ? update.error : create.error);
  const errorOf = (field: string) => fieldErrorText(i18n, fieldErrors, field);
  const isBusy = create.isPending || update.isPending || remove.isPending;
  // The employee of an agreement stays listed even when no longer employed today.
  const options =
    period && !employeeOptions.some((option) => option.value === period.employeeNo)
      ? [{ value: period.employeeNo, label: `${period.employeeName} (${period.employeeNo})` }, ...employeeOptions]
      : employeeOptions;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const body = bodyOf(values);
        if (period) update.mutate({ ...body, id: period.id });
        else create.mutate(body);
      }}
    >
      <Stack gap="sm">
        <FormSection title={t`Employee and period`} headingOrder={3} maw="none">
          <Select
            label={t`Employee`}
            required
            data={options}
            value={values.employeeNo}
            onChange={(employeeNo) => set({ employeeNo })}
            searchable
            readOnly={isReadOnly}
            error={errorOf('employeeNo')}
            data-autofocus
          />
          <FieldRow>
            <DateInputField
              label={t`Valid from`}
              required
              value={values.validFrom}
              onChange={(validFrom) => set({ validFrom })}
              readOnly={isReadOnly}
              error={errorOf('validFrom')}
            />
            <DateInputField
              label={t`Valid to`}
              description={t`Empty: without end`}
              value={values.validTo}
              onChange={(validTo) => set({ validTo })}
              readOnly={isReadOnly}
              error={errorOf('validTo')}
            />
          </FieldRow>
        </FormSection>
        <FormSection title={t`Agreement`} headingOrder={3} maw="none">
          <Checkbox
            label={t`Signed consent to work longer weekly hours (up to the Labour Code's limit with consent)`}
            checked={values.weeklyHoursConsent}
            onChange={(event) => set({ weeklyHoursConsent: event.currentTarget.checked })}
            disabled={isReadOnly}
          />
          <FieldRow>
            <NumberInput
              label={t`Most overtime a week, h`}
              min={0}
              max={168}
              allowDecimal={false}
              value={values.maxOvertimeHoursWeek}
              onChange={(maxOvertimeHoursWeek) => set({ maxOvertimeHoursWeek })}
              readOnly={isReadOnly}
              error={errorOf('maxOvertimeHoursWeek')}
            />
            <NumberInput
              label={t`Most overtime a year, h`}
              min={0}
              max={8784}
              allowDecimal={false}
              value={values.maxOvertimeHoursYear}
              onChange={(maxOvertimeHoursYear) => set({ maxOvertimeHoursYear })}
              readOnly={isReadOnly}
              error={errorOf('maxOvertimeHoursYear')}
            />
          </FieldRow>
          <Textarea
            label={t`Note`}
            maxLength={500}
            minRows={2}
            value={values.note}
            onChange={(event) => set({ note: event.currentTarget.value })}
            readOnly={isReadOnly}
            error={errorOf('note')}
          />
        </FormSection>
        <Divider />
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Group gap="xs">
            {period && permissions.canDelete ? (
              <Button variant="subtle" color="red" onClick={() => setIsConfirmingDelete(true)} disabled={isBusy}>
                <Trans>Delete</Trans>
              </Button>
            ) : null}
          </Group>
          <Group gap="xs">
            <Button variant="default" onClick={onClose}>
              {isReadOnly ? <Trans>Close</Trans> : <Trans>Cancel</Trans>}
            </Button>
            {isReadOnly ? null : (
              <Button type="submit" loading={create.isPending || update.isPending} disabled={isBusy}>
                <Trans>Save</Trans>
              </Button>
            )}
          </Group>
        </Group>
      </Stack>
      {period ? (
        <ConfirmDialog
          opened={isConfirmingDelete}
          title={t`Delete the agreement`}
          confirmLabel={t`Delete`}
          isDanger
          loading={remove.isPending}
          onConfirm={() => remove.mutate({ id: period.id })}
          onClose={() => setIsConfirmingDelete(false)}
        >
          <Trans>The overtime agreement of {period.employeeName} will be deleted.</Trans>
        </ConfirmDialog>
      ) : null}
    </form>
  );
}
