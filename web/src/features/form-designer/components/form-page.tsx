import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Checkbox, ColorInput, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type DesignerForm, ErrorCode } from '@portal/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FieldRow } from '../../../components/field-row';
import { FormSection } from '../../../components/form-section';
import { LoadingBlock } from '../../../components/loading-block';
import { PageHeader } from '../../../components/page-header';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { StickyActionBar } from '../../../components/sticky-action-bar';
import { errorKeyText } from '../../../lib/error-messages';
import { showSuccess } from '../../../lib/notices';
import { formErrorsOf } from '../../../lib/schema-form';
import { useTRPC } from '../../../lib/trpc';
import { groupOptions } from './flatten-groups';
import { FormDescriptionEditor } from './form-description-editor';
import { SharedDefinitionBadge } from '../../../components/shared-definition-badge';

const SECTION = '/admin/documents';

interface FormValues {
  name: string;
  nameEn: string;
  formGroupId: string;
  systemName: string;
  numberingId: string | null;
  activityCode: string | null;
  bcGroup: string;
  isApplication: boolean;
  messageOnSubmit: string;
  allowHolidayPlanning: boolean;
  holidayPlanningColor: string;
  formSection: string;
}

function valuesOf(form: DesignerForm | null, formGroupId: number): FormValues {
  return {
    name: form?.name ?? '',
    nameEn: form?.nameEn ?? '',
    formGroupId: String(form?.formGroupId ?? formGroupId),
    systemName: form?.systemName ?? '',
    numberingId: form?.numberingId === null || form === null ? null : String(form.numberingId),
    activityCode: form?.activityCode ?? null,
    bcGroup: form?.bcGroup ?? '',
    isApplication: form?.isApplication ?? false,
    messageOnSubmit: form?.messageOnSubmit ?? '',
    allowHolidayPlanning: form?.allowHolidayPlanning ?? false,
    holidayPlanningColor: form?.holidayPlanningColor ?? '',
    formSection: form?.formSection ?? '',
  };
}

/** documents/create-form/{id} ({id}: the group). */
export function CreateFormPage() {
  const groupId = Number(useParams().id ?? '0');
  return <FormScreen form={null} groupId={Number.isInteger(groupId) ? groupId : 0} />;
}

/** The General tab of documents/edit-form/{id}. */
export function EditFormPage() {
  const trpc = useTRPC();
  const id = Number(useParams().id ?? '0');
  const form = useQuery({ ...trpc.formDesigner.form.queryOptions({ id }), enabled: Number.isInteger(id) && id > 0 });
  if (form.isPending) return <LoadingBlock />;
  if (form.isError) return <QueryErrorAlert error={form.error} />;
  return <FormScreen key={form.data.id} form={form.data} groupId={form.data.formGroupId} />;
}

function FormScreen({ form: saved, groupId }: { form: DesignerForm | null; groupId: number }) {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const tree = useQuery(trpc.formDesigner.groups.queryOptions());
  const options = useQuery(trpc.formDesigner.formOptions.queryOptions());
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const [isConfirmingArchive, setIsConfirmingArchive] = useState(false);
  const [isCopying, setIsCopying] = useState(false);
  const [copyTarget, setCopyTarget] = useState<string | null>(null);
  const isReadOnly = saved !== null && !saved.canEdit;
  const form = useForm<FormValues>({
    initialValues: valuesOf(saved, groupId),
    validate: {
      name: (value) => (value.trim() === '' ? ErrorCode.fieldRequired : null),
      holidayPlanningColor: (value, values) => (values.allowHolidayPlanning && value.trim() === '' ? ErrorCode.fieldRequired : null),
    },
    enhanceGetInputProps: ({ inputProps }) => ({ error: errorKeyText(i18n, inputProps.error) }),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.formDesigner.pathKey() });
  const onSaved = async (result: DesignerForm) => {
    showSuccess(saved ? t`Changes saved.` : t`The form was created.`);
    await refresh();
    if (!saved) await navigate(`${SECTION}/edit-form/${result.id}`, { replace: true });
  };
  const create = useMutation(trpc.formDesigner.createForm.mutationOptions({ meta: { errorHandling: 'inline' }, onSuccess: onSaved }));
  const update = useMutation(trpc.formDesigner.updateForm.mutationOptions({ meta: { errorHandling: 'inline' }, onSuccess: onSaved }));
  const archive = useMutation(
    trpc.formDesigner.archiveForm.mutationOptions({
      onSuccess: async () => {
        showSuccess(t`The form was archived.`);
        await refresh();
      },
      onSettled: () => setIsConfirmingArchive(false),
    }),
  );
  const unArchive = useMutation(
    trpc.formDesigner.unArchiveForm.mutationOptions({
      onSuccess: async () => {
        showSuccess(t`The form was restored.`);
        await refresh();
      },
    }),
  );
  const copy = useMutation(
    trpc.formDesigner.copyForm.mutationOptions({
      onSuccess: async (result) => {
        showSuccess(t`The form was copied.`);
        setIsCopying(false);
        await refresh();
        await navigate(`${SECTION}/edit-form/${result.id}`);
      },
    }),
  );
  const remove = useMutation(
    trpc.formDesigner.deleteForm.mutationOptions({
      onSuccess: async () => {
        showSuccess(t`The form was deleted.`);
        await refresh();
        await navigate(`${SECTION}?group=${groupId}`);
      },
      onSettled: () => setIsConfirmingDelete(false),
    }),
  );
  const saveError = create.error ?? update.error;
  const { setErrors } = form;
  useEffect(() => setErrors(formErrorsOf(saveError)), [setErrors, saveError]);

  const save = (values: FormValues) => {
    const body = {
      name: values.name,
      nameEn: values.nameEn,
      formGroupId: Number(values.formGroupId),
      systemName: values.systemName,
      numberingId: values.numberingId === null ? null : Number(values.numberingId),
      activityCode: values.activityCode,
      bcGroup: values.bcGroup,
      isApplication: values.isApplication,
      messageOnSubmit: values.messageOnSubmit,
      allowHolidayPlanning: values.allowHolidayPlanning,
      holidayPlanningColor: values.allowHolidayPlanning ? values.holidayPlanningColor : null,
      formSection: values.formSection,
    };
    if (saved) update.mutate({ ...body, id: saved.id });
    else create.mutate(body);
  };
  const isBusy = archive.isPending || unArchive.isPending || remove.isPending || copy.isPending;
  const numberings = (options.data?.numberings ?? []).map((numbering) => ({
    value: String(numbering.id),
    label: numbering.name ? `${numbering.code} · ${numbering.name}` : numbering.code,
  }));
  const activityCodes = (options.data?.activityCodes ?? []).map((code) => ({
    value: code.code,
    label: `${code.code} · ${i18n.locale === 'en' && code.textEn ? code.textEn : code.text}`,
  }));

  return (
    <Stack gap="md">
      <PageHeader
        title={saved ? saved.name : <Trans>New form</Trans>}
        state={
          saved ? (
            <>
              {saved.archived ? (
                <Badge color="gray" variant="outline" size="lg">
                  {t({ message: 'Archived', context: 'form' })}
                </Badge>
              ) : null}
              {saved.isShared ? <SharedDefinitionBadge /> : null}
            </>
          ) : undefined
        }
        back={{ to: `${SECTION}?group=${groupId}`, label: <Trans>All form groups</Trans> }}
        secondaryActions={
          saved ? (
            <>
              <Button variant="default" disabled={isBusy} onClick={() => setIsCopying(true)}>
                <Trans>Copy</Trans>
              </Button>
              {saved.canEdit ? (
                saved.archived ? (
                  <Button
                    variant="default"
                    loading={unArchive.isPending}
                    disabled={isBusy}
                    onClick={() => unArchive.mutate({ id: saved.id })}
                  >
                    <Trans>Un-archive</Trans>
                  </Button>
                ) : (
                  <Button variant="default" disabled={isBusy} onClick={() => setIsConfirmingArchive(true)}>
                    <Trans>Archive</Trans>
                  </Button>
                )
              ) : null}
              {saved.canEdit ? (
                <Button
                  variant="subtle"
                  color="red"
                  disabled={isBusy || saved.documentCount > 0}
                  onClick={() => setIsConfirmingDelete(true)}
                >
                  <Trans>Delete</Trans>
                </Button>
              ) : null}
            </>
          ) : undefined
        }
      />
      <form noValidate onSubmit={form.onSubmit(save)} aria-label={t`Form`}>
        <Stack gap="lg">
          <FormSection title={t`Form`}>
            <FieldRow>
              <TextInput label={t`Name (Lithuanian)`} required maxLength={200} readOnly={isReadOnly} {...form.getInputProps('name')} />
              <TextInput label={t`Name (English)`} maxLength={200} readOnly={isReadOnly} {...form.getInputProps('nameEn')} />
            </FieldRow>
            <FieldRow>
              <Select
                label={t`Group`}
                data={groupOptions(tree.data ?? [], { editableOnly: true })}
                allowDeselect={false}
                readOnly={isReadOnly}
                {...form.getInputProps('formGroupId')}
              />
              <TextInput label={t`System name`} maxLength={100} readOnly={isReadOnly} {...form.getInputProps('systemName')} />
            </FieldRow>
            <FieldRow>
              <Select
                label={t`Numbering`}
                data={numberings}
                clearable
                searchable
                readOnly={isReadOnly}
                {...form.getInputProps('numberingId')}
              />
              <Select
                label={t`Activity code`}
                data={activityCodes}
                clearable
                searchable
                readOnly={isReadOnly}
                {...form.getInputProps('activityCode')}
              />
            </FieldRow>
            <FieldRow>
              <TextInput label={t`ERP group`} maxLength={100} readOnly={isReadOnly} {...form.getInputProps('bcGroup')} />
              <TextInput label={t`Form section`} maxLength={100} readOnly={isReadOnly} {...form.getInputProps('formSection')} />
            </FieldRow>
            <Textarea
              label={t`Message after submitting`}
              rows={2}
              maxLength={4000}
              readOnly={isReadOnly}
              {...form.getInputProps('messageOnSubmit')}
            />
            <Checkbox label={t`Application`} disabled={isReadOnly} {...form.getInputProps('isApplication', { type: 'checkbox' })} />
            <Checkbox
              label={t`Allow holiday planning`}
              disabled={isReadOnly}
              {...form.getInputProps('allowHolidayPlanning', { type: 'checkbox' })}
            />
            {form.values.allowHolidayPlanning ? (
              <ColorInput
                label={t`Colour in the holiday plan`}
                required
                format="hex"
                w={240}
                readOnly={isReadOnly}
                {...form.getInputProps('holidayPlanningColor')}
              />
            ) : null}
          </FormSection>
          {isReadOnly ? null : (
            <StickyActionBar
              label={t`Form actions`}
              secondaryActions={
                <Button variant="default" onClick={() => void navigate(`${SECTION}?group=${groupId}`)}>
                  {t`Cancel`}
                </Button>
              }
              primaryAction={
                <Button type="submit" loading={create.isPending || update.isPending}>
                  {t`Save`}
                </Button>
              }
            />
          )}
        </Stack>
      </form>
      {saved ? <FormDescriptionEditor form={saved} /> : null}
      {saved ? (
        <>
          <ConfirmDialog
            opened={isConfirmingArchive}
            title={t`Archive the form`}
            confirmLabel={t`Archive`}
            loading={archive.isPending}
            onConfirm={() => archive.mutate({ id: saved.id })}
            onClose={() => setIsConfirmingArchive(false)}
          >
            <Trans>Employees will no longer be offered the form {saved.name}. Documents already filed with it stay as they are.</Trans>
          </ConfirmDialog>
          <ConfirmDialog
            opened={isConfirmingDelete}
            title={t`Delete the form`}
            confirmLabel={t`Delete`}
            isDanger
            loading={remove.isPending}
            onConfirm={() => remove.mutate({ id: saved.id })}
            onClose={() => setIsConfirmingDelete(false)}
          >
            <Trans>The form {saved.name} with its fields, rules and descriptions will be deleted.</Trans>
          </ConfirmDialog>
          <Modal
            opened={isCopying}
            onClose={() => setIsCopying(false)}
            title={t`Copy the form`}
            closeButtonProps={{ 'aria-label': t`Close` }}
          >
            <Stack gap="md">
              <Select
                label={t`Copy into the group`}
                data={groupOptions(tree.data ?? [], { editableOnly: true })}
                value={copyTarget}
                onChange={setCopyTarget}
                searchable
              />
              <Button
                disabled={copyTarget === null}
                loading={copy.isPending}
                onClick={() => copyTarget && copy.mutate({ id: saved.id, targetGroupId: Number(copyTarget) })}
              >
                <Trans>Copy</Trans>
              </Button>
            </Stack>
          </Modal>
        </>
      ) : null}
    </Stack>
  );
}
