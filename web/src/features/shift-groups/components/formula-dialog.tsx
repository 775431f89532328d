import '@mantine/dates/styles.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Divider, Group, Input, Modal, NativeSelect, SegmentedControl, Stack, TextInput, Title } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { schemaResolver, useForm } from '@mantine/form';
import { FormulaType, type ScheduleFormula, ScheduleFormulaInputSchema, type SetupPermissions, type Shift } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FieldRow } from '../../../components/field-row';
import { errorKeyText } from '../../../lib/error-messages';
import { showSuccess } from '../../../lib/notices';
import { formErrorsOf } from '../../../lib/schema-form';
import { businessToday } from '../../../lib/today';
import { useTRPC } from '../../../lib/trpc';
import { formulaTypeLabels } from '../messages';
import { formulaBodyOf, type FormulaFormValues, formulaFormValuesOf, newPosition, WEEK } from './formula-form-values';
import { FormulaPositionsEditor } from './formula-positions-editor';
import { FormulaPreview } from './formula-preview';
import { SETTINGS_DIALOG_WIDTH } from './shift-dialog';

const validateFormula = schemaResolver(ScheduleFormulaInputSchema, { sync: true });

interface FormulaDialogProps {
  opened: boolean;
  shiftGroupId: number;
  /** Every shift of the group; live ones can be planned. */
  shifts: readonly Shift[];
  /** The formula to edit; null creates one. */
  formula: ScheduleFormula | null;
  permissions: SetupPermissions;
  onClose: () => void;
}

/** Creates or edits a schedule formula of the group, with its positions and a four-week preview. */
export function FormulaDialog({ opened, formula, onClose, ...rest }: FormulaDialogProps) {
  const { t } = useLingui();
  const code = formula?.code ?? '';
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={formula ? t`Formula ${code}` : t`New formula`}
      size={SETTINGS_DIALOG_WIDTH}
      styles={{ content: { maxWidth: '95vw' } }}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      {opened ? <FormulaForm formula={formula} onClose={onClose} {...rest} /> : null}
    </Modal>
  );
}

type FormulaFormProps = Omit<FormulaDialogProps, 'opened'>;

function FormulaForm({ shiftGroupId, shifts, formula, permissions, onClose }: FormulaFormProps) {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [today] = useState(businessToday);
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const isReadOnly = formula ? !permissions.canEdit : !permissions.canCreate;
  const form = useForm<FormulaFormValues>({
    initialValues: formulaFormValuesOf(formula, today),
    validate: (values) => validateFormula(formulaBodyOf(values, shiftGroupId)),
    enhanceGetInputProps: ({ inputProps }) => ({ error: errorKeyText(i18n, inputProps.error) }),
  });

  const afterChange = async (message: string) => {
    showSuccess(message);
    await queryClient.invalidateQueries({ queryKey: trpc.scheduleFormulas.pathKey() });
    onClose();
  };
  const create = useMutation(trpc.scheduleFormulas.create.mutationOptions({ onSuccess: () => afterChange(t`The formula was created.`) }));
  const update = useMutation(trpc.scheduleFormulas.update.mutationOptions({ onSuccess: () => afterChange(t`Changes saved.`) }));
  const remove = useMutation(
    trpc.scheduleFormulas.delete.mutationOptions({
      onSuccess: () => afterChange(t`The formula was deleted.`),
      onSettled: () => setIsConfirmingDelete(false),
    }),
  );
  const code = formula?.code ?? '';
  const saveError = formula ? update.error : create.error;
  const { setErrors } = form;
  useEffect(() => setErrors(formErrorsOf(saveError)), [setErrors, saveError]);

  const values = form.getValues();
  const previewed = {
    type: values.type,
    startDate: values.startDate || null,
    endDate: values.endDate || null,
    holidayShiftId: values.holidayShiftId === '' ? null : Number(values.holidayShiftId),
    entries: values.entries.map((entry) => ({ shiftId: entry.shiftId === '' ? null : Number(entry.shiftId) })),
  };
  // Live shifts can be planned; an archived one stays listed where a position still names it.
  const named = new Set([values.holidayShiftId, ...values.entries.map((entry) => entry.shiftId)]);
  const choosable = shifts.filter((shift) => !shift.archived || named.has(String(shift.id)));
  const typeOptions = Object.values(FormulaType).map((type) => ({ value: type, label: i18n._(formulaTypeLabels[type]) }));
  const typeProps = form.getInputProps('type');

  const changeType = (type: string) => {
    // A week pattern holds whole weeks: days off fill up the last one.
    if (type === FormulaType.continuous && values.entries.length % WEEK !== 0) {
      const missing = WEEK - (values.entries.length % WEEK);
      form.setFieldValue('entries', [...values.entries, ...Array.from({ length: missing }, () => newPosition())]);
    }
    form.setFieldValue('type', type as FormulaType);
  };

  const save = (formValues: FormulaFormValues) => {
    const input = formulaBodyOf(formValues, shiftGroupId);
    if (formula) update.mutate({ ...input, id: formula.id });
    else create.mutate(input);
  };
  const isBusy = create.isPending || update.isPending || remove.isPending;

  return (
    <form noValidate onSubmit={form.onSubmit(save)}>
      <Stack gap="sm">
        <FieldRow>
          <TextInput label={t`Code`} required maxLength={20} readOnly={isReadOnly} data-autofocus {...form.getInputProps('code')} />
          <TextInput
            label={t({ message: 'Name', context: 'name of a thing' })}
            required
            maxLength={100}
            readOnly={isReadOnly}
            {...form.getInputProps('name')}
          />
        </FieldRow>
        <Stack gap={4}>
          <Input.Label labelElement="div" id="formula-type-label">
            <Trans>Type</Trans>
          </Input.Label>
          <SegmentedControl
            aria-labelledby="formula-type-label"
            data={typeOptions}
            disabled={isReadOnly}
            value={typeProps.value as string}
            onChange={changeType}
          />
        </Stack>
        <FieldRow>
          <DateInput label={t`Start date`} valueFormat="YYYY-MM-DD" required readOnly={isReadOnly} {...form.getInputProps('startDate')} />
          <DateInput label={t`End date`} valueFormat="YYYY-MM-DD" clearable readOnly={isReadOnly} {...form.getInputProps('endDate')} />
        </FieldRow>
        <NativeSelect
          label={t`Holiday shift`}
          description={t`Replaces a planned work shift on public holidays`}
          data={[
            { value: '', label: t`None: keep the planned shift` },
            ...choosable.map((shift) => ({ value: String(shift.id), label: `${shift.code} · ${shift.name}` })),
          ]}
          disabled={isReadOnly}
          {...form.getInputProps('holidayShiftId')}
        />
        <FormulaPositionsEditor form={form} shifts={choosable} isReadOnly={isReadOnly} />
        <Divider />
        <Title order={3} size="h5">
          <Trans>Preview of the next four weeks</Trans>
        </Title>
        <FormulaPreview formula={previewed} shifts={shifts} today={today} />
        <Divider />
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Group gap="xs">
            {formula && permissions.canDelete ? (
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
      {formula ? (
        <ConfirmDialog
          opened={isConfirmingDelete}
          title={t`Delete the formula`}
          confirmLabel={t`Delete`}
          isDanger
          loading={remove.isPending}
          onConfirm={() => remove.mutate({ id: formula.id })}
          onClose={() => setIsConfirmingDelete(false)}
        >
          <Trans>The formula {code} will be deleted. A formula that schedule employees follow cannot be deleted.</Trans>
        </ConfirmDialog>
      ) : null}
    </form>
  );
}
