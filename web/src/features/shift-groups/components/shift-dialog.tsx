import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, ColorInput, Divider, Group, Input, Modal, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { minutesToHours, type SetupPermissions, type Shift, ShiftInputSchema, ShiftType } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FieldRow } from '../../../components/field-row';
import { TimeOfDayField } from '../../../components/time-of-day-field';
import { errorKeyText } from '../../../lib/error-messages';
import { formatDecimal } from '../../../lib/format';
import { showSuccess } from '../../../lib/notices';
import { formErrorsOf } from '../../../lib/schema-form';
import { useTRPC } from '../../../lib/trpc';
import { shiftTypeLabels } from '../messages';
import { RestEntriesEditor } from './rest-entries-editor';
import { ShiftChip } from './shift-chip';
import { previewWorkMinutes, shiftBodyOf, type ShiftFormValues, shiftFormValuesOf } from './shift-form-values';

const validateShift = schemaResolver(ShiftInputSchema, { sync: true });

/** Settings dialogs are 700 px wide (spec 2 §9). */
export const SETTINGS_DIALOG_WIDTH = 700;

interface ShiftDialogProps {
  opened: boolean;
  shiftGroupId: number;
  /** The shift to edit; null creates one. */
  shift: Shift | null;
  permissions: SetupPermissions;
  onClose: () => void;
}

/** Creates or edits a shift of a group, with its breaks; archives, un-archives or deletes an existing one. */
export function ShiftDialog({ opened, shiftGroupId, shift, permissions, onClose }: ShiftDialogProps) {
  const { t } = useLingui();
  const code = shift?.code ?? '';
  const title = shift ? t`Shift ${code}` : t`New shift`;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={SETTINGS_DIALOG_WIDTH}
      styles={{ content: { maxWidth: '95vw' } }}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      {/* Mounted per opening: each opening starts from the shift as stored. */}
      {opened ? <ShiftForm shiftGroupId={shiftGroupId} shift={shift} permissions={permissions} onClose={onClose} /> : null}
    </Modal>
  );
}

type ShiftFormProps = Omit<ShiftDialogProps, 'opened'>;

function ShiftForm({ shiftGroupId, shift, permissions, onClose }: ShiftFormProps) {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const isReadOnly = shift ? !permissions.canEdit : !permissions.canCreate;
  const form = useForm<ShiftFormValues>({
    initialValues: shiftFormValuesOf(shift),
    // The shared rules on the body the server gets: errors are catalogue keys under the same field paths.
    validate: (values) => validateShift(shiftBodyOf(values, shiftGroupId)),
    enhanceGetInputProps: ({ inputProps }) => ({ error: errorKeyText(i18n, inputProps.error) }),
  });

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.shiftGroups.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.shifts.pathKey() }),
    ]);
  const afterChange = async (message: string) => {
    showSuccess(message);
    await refresh();
    onClose();
  };
  const create = useMutation(trpc.shifts.create.mutationOptions({ onSuccess: () => afterChange(t`The shift was created.`) }));
  const update = useMutation(trpc.shifts.update.mutationOptions({ onSuccess: () => afterChange(t`Changes saved.`) }));
  // Spec 2 §4: on success a notice and back to the shift group page; a refusal is the central negative notice.
  const archive = useMutation(trpc.shifts.archive.mutationOptions({ onSuccess: () => afterChange(t`The shift was archived.`) }));
  const undoArchive = useMutation(trpc.shifts.undoArchive.mutationOptions({ onSuccess: () => afterChange(t`The shift was restored.`) }));
  const remove = useMutation(
    trpc.shifts.delete.mutationOptions({
      onSuccess: () => afterChange(t`The shift was deleted.`),
      onSettled: () => setIsConfirmingDelete(false),
    }),
  );
  const code = shift?.code ?? '';
  const saveError = shift ? update.error : create.error;
  const { setErrors } = form;
  useEffect(() => setErrors(formErrorsOf(saveError)), [setErrors, saveError]);

  const values = form.getValues();
  const workMinutes = previewWorkMinutes(values);
  const hours = workMinutes === null ? '' : formatDecimal(minutesToHours(workMinutes), i18n.locale);
  const isBusy = create.isPending || update.isPending || archive.isPending || undoArchive.isPending || remove.isPending;
  const typeOptions = Object.values(ShiftType).map((type) => ({ value: type, label: i18n._(shiftTypeLabels[type]) }));

  const save = (formValues: ShiftFormValues) => {
    const body = shiftBodyOf(formValues, shiftGroupId);
    if (shift) update.mutate({ ...body, id: shift.id });
    else create.mutate(body);
  };

  return (
    <form noValidate onSubmit={form.onSubmit(save)}>
      <Stack gap="sm">
        <Group gap="sm" aria-live="polite" data-shift-preview>
          <ShiftChip
            code={values.code.trim() || '?'}
            backgroundColor={/^#[0-9a-f]{6}$/i.test(values.backgroundColor) ? values.backgroundColor : '#FFFFFF'}
            fontColor={/^#[0-9a-f]{6}$/i.test(values.fontColor) ? values.fontColor : '#000000'}
            size="lg"
          />
          <Text size="sm">{workMinutes === null ? <Trans>Work hours: —</Trans> : <Trans>Work hours: {hours}</Trans>}</Text>
          {shift?.archived ? (
            <Text size="sm" c="dimmed">
              {t({ message: 'Archived', context: 'shift group, shift' })}
            </Text>
          ) : null}
        </Group>
        <FieldRow>
          <TextInput label={t`Code`} required maxLength={20} readOnly={isReadOnly} data-autofocus {...form.getInputProps('code')} />
          <TextInput label={t`Subgroup`} maxLength={50} readOnly={isReadOnly} {...form.getInputProps('subgroup')} />
        </FieldRow>
        <TextInput
          label={t({ message: 'Name', context: 'name of a thing' })}
          required
          maxLength={100}
          readOnly={isReadOnly}
          {...form.getInputProps('name')}
        />
        <Stack gap={4}>
          <Input.Label labelElement="div" id="shift-type-label">
            <Trans>Type</Trans>
          </Input.Label>
          <SegmentedControl aria-labelledby="shift-type-label" data={typeOptions} disabled={isReadOnly} {...form.getInputProps('type')} />
        </Stack>
        <FieldRow>
          <TimeOfDayField label={t`Start time`} readOnly={isReadOnly} {...form.getInputProps('startTime')} />
          <TimeOfDayField label={t`End time`} readOnly={isReadOnly} {...form.getInputProps('endTime')} />
        </FieldRow>
        <FieldRow>
          <TimeOfDayField
            label={t`Short-day start time`}
            description={t`On the working day before a public holiday`}
            readOnly={isReadOnly}
            {...form.getInputProps('shortDayStartTime')}
          />
          <TimeOfDayField label={t`Short-day end time`} readOnly={isReadOnly} {...form.getInputProps('shortDayEndTime')} />
        </FieldRow>
        <FieldRow>
          <ColorInput
            label={t`Background colour`}
            format="hex"
            readOnly={isReadOnly}
            eyeDropperButtonProps={{ 'aria-label': t`Pick the background colour from the screen` }}
            {...form.getInputProps('backgroundColor')}
          />
          <ColorInput
            label={t`Text colour`}
            format="hex"
            readOnly={isReadOnly}
            eyeDropperButtonProps={{ 'aria-label': t`Pick the text colour from the screen` }}
            {...form.getInputProps('fontColor')}
          />
        </FieldRow>
        <Checkbox
          label={t({ message: 'Temporary', context: 'shift' })}
          disabled={isReadOnly}
          {...form.getInputProps('isTemporary', { type: 'checkbox' })}
        />
        <Divider />
        <RestEntriesEditor form={form} isReadOnly={isReadOnly} />
        <Divider />
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Group gap="xs">
            {shift && permissions.canDelete ? (
              <Button variant="subtle" color="red" onClick={() => setIsConfirmingDelete(true)} disabled={isBusy}>
                <Trans>Delete</Trans>
              </Button>
            ) : null}
            {shift && permissions.canEdit ? (
              shift.archived ? (
                <Button
                  variant="default"
                  loading={undoArchive.isPending}
                  disabled={isBusy}
                  onClick={() => undoArchive.mutate({ id: shift.id })}
                >
                  <Trans>Un-archive</Trans>
                </Button>
              ) : (
                <Button variant="default" loading={archive.isPending} disabled={isBusy} onClick={() => archive.mutate({ id: shift.id })}>
                  <Trans>Archive</Trans>
                </Button>
              )
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
      {shift ? (
        <ConfirmDialog
          opened={isConfirmingDelete}
          title={t`Delete the shift`}
          confirmLabel={t`Delete`}
          isDanger
          loading={remove.isPending}
          onConfirm={() => remove.mutate({ id: shift.id })}
          onClose={() => setIsConfirmingDelete(false)}
        >
          <Trans>
            The shift {code} will be deleted. A shift that schedules or formulas have used cannot be deleted: archive it instead.
          </Trans>
        </ConfirmDialog>
      ) : null}
    </form>
  );
}
