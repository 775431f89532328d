import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Checkbox, Group, List, Modal, NumberInput, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormMetaInputSchema, type FormMetaDetails, usesPreValueList } from '@portal/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FieldRow } from '../../../components/field-row';
import { LoadingBlock } from '../../../components/loading-block';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { SharedDefinitionBadge } from '../../../components/shared-definition-badge';
import { showSuccess } from '../../../lib/notices';
import { formErrorsOf, schemaFormValidation } from '../../../lib/schema-form';
import { useTRPC } from '../../../lib/trpc';
import { fieldTypeOptions } from '../field-type-names';
import { formMetaBodyOf, type FormMetaFormValues, formMetaFormValuesOf } from './form-meta-form-values';

/** Settings dialogs are 700 px wide (spec 2 §9). */
const DIALOG_WIDTH = 700;
/** Types 5–7 take their options from formDataType (comma-separated). */
const OPTION_TYPES = new Set([5, 6, 7]);

interface FormMetaDialogProps {
  opened: boolean;
  /** The field to edit; null creates one. */
  metaId: number | null;
  /** The caller may change shared fields (top administrators). */
  canChangeShared: boolean;
  onClose: () => void;
}

/** Creates or edits a form field (spec 2 §3 "Form meta field"), with its captions and messages in Lithuanian and English. */
export function FormMetaDialog({ opened, metaId, canChangeShared, onClose }: FormMetaDialogProps) {
  const { t } = useLingui();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={metaId === null ? t`New field` : t`Field`}
      size={DIALOG_WIDTH}
      styles={{ content: { maxWidth: '95vw' } }}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      {opened ? (
        metaId === null ? (
          <FormMetaForm meta={null} canChangeShared onClose={onClose} />
        ) : (
          <ExistingMeta id={metaId} canChangeShared={canChangeShared} onClose={onClose} />
        )
      ) : null}
    </Modal>
  );
}

function ExistingMeta({ id, canChangeShared, onClose }: { id: number; canChangeShared: boolean; onClose: () => void }) {
  const trpc = useTRPC();
  const meta = useQuery(trpc.formMetas.get.queryOptions({ id }));
  if (meta.isPending) return <LoadingBlock />;
  if (meta.isError) return <QueryErrorAlert error={meta.error} />;
  return <FormMetaForm meta={meta.data} canChangeShared={canChangeShared} onClose={onClose} />;
}

function FormMetaForm({ meta, canChangeShared, onClose }: { meta: FormMetaDetails | null; canChangeShared: boolean; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const isReadOnly = meta !== null && meta.isShared && !canChangeShared;
  const form = useForm<FormMetaFormValues>({
    initialValues: formMetaFormValuesOf(meta),
    ...schemaFormValidation(FormMetaInputSchema, i18n),
  });
  const lists = useQuery(trpc.preValueLists.list.queryOptions({ rowsPerPage: 100 }));

  const afterChange = async (message: string) => {
    showSuccess(message);
    await queryClient.invalidateQueries({ queryKey: trpc.formMetas.pathKey() });
    onClose();
  };
  const create = useMutation(
    trpc.formMetas.create.mutationOptions({ meta: { errorHandling: 'inline' }, onSuccess: () => afterChange(t`The field was created.`) }),
  );
  const update = useMutation(
    trpc.formMetas.update.mutationOptions({ meta: { errorHandling: 'inline' }, onSuccess: () => afterChange(t`Changes saved.`) }),
  );
  const remove = useMutation(
    trpc.formMetas.delete.mutationOptions({
      // The refusal (a form uses the field) shows in the dialog.
      meta: { errorHandling: 'inline' },
      onSuccess: () => afterChange(t`The field was deleted.`),
      onSettled: () => setIsConfirmingDelete(false),
    }),
  );
  const saveError = create.error ?? update.error;
  const { setErrors } = form;
  useEffect(() => setErrors(formErrorsOf(saveError)), [setErrors, saveError]);

  const save = (values: FormMetaFormValues) => {
    const body = formMetaBodyOf(values);
    if (meta === null) create.mutate(body);
    else update.mutate({ ...body, id: meta.id });
  };
  const type = form.values.type;
  const isTypeFixed = meta !== null && (meta.systemic || meta.isUsedByDocuments);
  const listOptions = (lists.data?.items ?? []).map((list) => ({ value: String(list.id), label: list.name }));

  return (
    <form noValidate onSubmit={form.onSubmit(save)} aria-label={t`Field`}>
      <Stack gap="md">
        {meta?.isShared ? (
          <Group gap="xs">
            <SharedDefinitionBadge />
            {isReadOnly ? (
              <Text size="sm" c="dimmed">
                <Trans>Only a top administrator may change it.</Trans>
              </Text>
            ) : null}
          </Group>
        ) : null}
        <FieldRow>
          <TextInput label={t`Caption (Lithuanian)`} required maxLength={200} readOnly={isReadOnly} {...form.getInputProps('caption')} />
          <TextInput label={t`Caption (English)`} maxLength={200} readOnly={isReadOnly} {...form.getInputProps('captionEn')} />
        </FieldRow>
        <Select
          label={t`Field type`}
          required
          searchable
          data={fieldTypeOptions(i18n)}
          readOnly={isReadOnly || isTypeFixed}
          description={isTypeFixed ? t`A system field, or one documents were filed with, keeps its type.` : undefined}
          allowDeselect={false}
          value={String(type)}
          error={form.getInputProps('type').error}
          onChange={(value) => {
            const next = Number(value ?? 0);
            form.setFieldValue('type', next);
            if (!usesPreValueList(next)) form.setFieldValue('formMetaPrevaluesListId', null);
          }}
        />
        {usesPreValueList(type) ? (
          <Select
            label={t`Pre-value list`}
            searchable
            clearable
            data={listOptions}
            readOnly={isReadOnly}
            value={form.values.formMetaPrevaluesListId === null ? null : String(form.values.formMetaPrevaluesListId)}
            error={form.getInputProps('formMetaPrevaluesListId').error}
            onChange={(value) => form.setFieldValue('formMetaPrevaluesListId', value === null ? null : Number(value))}
          />
        ) : null}
        {OPTION_TYPES.has(type) ? (
          <TextInput
            label={t`Options, separated by commas`}
            maxLength={2000}
            readOnly={isReadOnly}
            {...form.getInputProps('formDataType')}
          />
        ) : null}
        <Checkbox label={t`Mandatory`} disabled={isReadOnly} {...form.getInputProps('mandatory', { type: 'checkbox' })} />
        <FieldRow>
          <Textarea
            label={t`Message when not filled (Lithuanian)`}
            rows={2}
            maxLength={500}
            readOnly={isReadOnly}
            {...form.getInputProps('requiredErrorMessage')}
          />
          <Textarea
            label={t`Message when not filled (English)`}
            rows={2}
            maxLength={500}
            readOnly={isReadOnly}
            {...form.getInputProps('requiredErrorMessageEn')}
          />
        </FieldRow>
        <FieldRow>
          <TextInput label={t`Data source key`} maxLength={100} readOnly={isReadOnly} {...form.getInputProps('dataSourceFieldKey')} />
          <TextInput label={t`CSS class`} maxLength={200} readOnly={isReadOnly} {...form.getInputProps('cssClass')} />
        </FieldRow>
        <FieldRow>
          <Checkbox
            label={t`Shown in the document search`}
            disabled={isReadOnly}
            {...form.getInputProps('searchVisible', { type: 'checkbox' })}
          />
          <NumberInput
            label={t`Order in the search`}
            min={0}
            max={10000}
            allowDecimal={false}
            readOnly={isReadOnly}
            {...form.getInputProps('searchOrdering')}
          />
        </FieldRow>
        <FieldRow>
          <Checkbox label={t`Shown as a list column`} disabled={isReadOnly} {...form.getInputProps('tableVisible', { type: 'checkbox' })} />
          <NumberInput
            label={t`Order among the columns`}
            min={0}
            max={10000}
            allowDecimal={false}
            readOnly={isReadOnly}
            {...form.getInputProps('tableOrdering')}
          />
        </FieldRow>
        {meta !== null ? (
          <Stack gap={4}>
            <Text fw={500} size="sm">
              <Trans>Forms using the field</Trans>
            </Text>
            {meta.forms.length === 0 ? (
              <Text size="sm" c="dimmed">
                <Trans>No form uses it.</Trans>
              </Text>
            ) : (
              <List size="sm">
                {meta.forms.map((usingForm) => (
                  <List.Item key={usingForm.id}>
                    <Anchor href={`/admin/documents/edit-form/${usingForm.id}`}>{usingForm.name}</Anchor>
                  </List.Item>
                ))}
              </List>
            )}
          </Stack>
        ) : null}
        {saveError && Object.keys(formErrorsOf(saveError)).length === 0 ? <QueryErrorAlert error={saveError} /> : null}
        <Group justify="space-between">
          <div>
            {meta !== null && !isReadOnly && !meta.systemic ? (
              <Button variant="subtle" color="red" onClick={() => setIsConfirmingDelete(true)}>
                <Trans>Delete</Trans>
              </Button>
            ) : null}
          </div>
          <Group gap="sm">
            <Button variant="default" onClick={onClose}>
              {isReadOnly ? t`Close` : t`Cancel`}
            </Button>
            {isReadOnly ? null : (
              <Button type="submit" loading={create.isPending || update.isPending}>
                {t`Save`}
              </Button>
            )}
          </Group>
        </Group>
      </Stack>
      {meta !== null ? (
        <ConfirmDialog
          opened={isConfirmingDelete}
          title={t`Delete the field`}
          confirmLabel={t`Delete`}
          isDanger
          loading={remove.isPending}
          onConfirm={() => remove.mutate({ id: meta.id })}
          onClose={() => setIsConfirmingDelete(false)}
        >
          <Trans>The field “{meta.caption}” will be deleted. A field that forms use cannot be deleted.</Trans>
        </ConfirmDialog>
      ) : null}
      {remove.isError ? <QueryErrorAlert error={remove.error} /> : null}
    </form>
  );
}
