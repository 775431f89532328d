import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type DesignerFormGroup, ErrorCode } from '@portal/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
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
import { SharedDefinitionBadge } from '../../../components/shared-definition-badge';

const SECTION = '/admin/documents';

interface GroupFormValues {
  name: string;
  nameEn: string;
  parentId: string;
  isApplication: boolean;
  sortOrder: number | string;
}

/** documents/create-form-group/{id}: {id} is the parent, 0 for a root group. */
export function CreateFormGroupPage() {
  return <FormGroupPage mode="create" />;
}

/** documents/edit-form-group/{id}: rename, move, order; read-only for a shared group below level 3. */
export function EditFormGroupPage() {
  return <FormGroupPage mode="edit" />;
}

function FormGroupPage({ mode }: { mode: 'create' | 'edit' }) {
  const trpc = useTRPC();
  const id = Number(useParams().id ?? '0');
  const group = useQuery({ ...trpc.formDesigner.group.queryOptions({ id }), enabled: mode === 'edit' && id > 0 });
  if (mode === 'create') return <GroupScreen parentId={Number.isInteger(id) && id > 0 ? id : 0} group={null} />;
  if (group.isPending) return <LoadingBlock />;
  if (group.isError) return <QueryErrorAlert error={group.error} />;
  return <GroupScreen key={group.data.id} parentId={group.data.parentId ?? 0} group={group.data} />;
}

function GroupScreen({ parentId, group }: { parentId: number; group: DesignerFormGroup | null }) {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const tree = useQuery(trpc.formDesigner.groups.queryOptions());
  const isReadOnly = group !== null && !group.canEdit;
  const form = useForm<GroupFormValues>({
    initialValues: {
      name: group?.name ?? '',
      nameEn: group?.nameEn ?? '',
      parentId: String(parentId),
      isApplication: group?.isApplication ?? false,
      sortOrder: group?.sortOrder ?? '',
    },
    validate: { name: (value) => (value.trim() === '' ? ErrorCode.fieldRequired : null) },
    enhanceGetInputProps: ({ inputProps }) => ({ error: errorKeyText(i18n, inputProps.error) }),
  });
  const onSaved = async (saved: DesignerFormGroup) => {
    showSuccess(group ? t`Changes saved.` : t`The group was created.`);
    await queryClient.invalidateQueries({ queryKey: trpc.formDesigner.pathKey() });
    await navigate(`${SECTION}?group=${saved.id}`);
  };
  const create = useMutation(trpc.formDesigner.createGroup.mutationOptions({ meta: { errorHandling: 'inline' }, onSuccess: onSaved }));
  const update = useMutation(trpc.formDesigner.updateGroup.mutationOptions({ meta: { errorHandling: 'inline' }, onSuccess: onSaved }));
  const saveError = create.error ?? update.error;
  const { setErrors } = form;
  useEffect(() => setErrors(formErrorsOf(saveError)), [setErrors, saveError]);

  const save = (values: GroupFormValues) => {
    const body = {
      name: values.name,
      nameEn: values.nameEn,
      parentId: Number(values.parentId),
      isApplication: values.isApplication,
      ...(values.sortOrder === '' ? {} : { sortOrder: Number(values.sortOrder) }),
    };
    if (group) update.mutate({ ...body, id: group.id });
    else create.mutate(body);
  };
  const parents = [{ value: '0', label: t`No parent (a root group)` }, ...groupOptions(tree.data ?? [], { exceptId: group?.id })];

  return (
    <Stack gap="md">
      <PageHeader
        title={group ? group.name : <Trans>New form group</Trans>}
        state={group?.isShared ? <SharedDefinitionBadge /> : undefined}
        back={{ to: SECTION, label: <Trans>All form groups</Trans> }}
      />
      <form noValidate onSubmit={form.onSubmit(save)} aria-label={t`Form group`}>
        <FormSection title={t`Form group`}>
          <FieldRow>
            <TextInput label={t`Name (Lithuanian)`} required maxLength={200} readOnly={isReadOnly} {...form.getInputProps('name')} />
            <TextInput label={t`Name (English)`} maxLength={200} readOnly={isReadOnly} {...form.getInputProps('nameEn')} />
          </FieldRow>
          <FieldRow>
            <Select
              label={t`Parent group`}
              data={parents}
              allowDeselect={false}
              readOnly={isReadOnly || (group === null && parentId > 0 && tree.isPending)}
              {...form.getInputProps('parentId')}
            />
            <NumberInput label={t`Order`} min={0} max={1_000_000} readOnly={isReadOnly} {...form.getInputProps('sortOrder')} />
          </FieldRow>
          <Checkbox
            label={t`Application group`}
            readOnly={isReadOnly}
            disabled={isReadOnly}
            {...form.getInputProps('isApplication', { type: 'checkbox' })}
          />
        </FormSection>
        {isReadOnly ? null : (
          <StickyActionBar
            label={t`Form group actions`}
            secondaryActions={
              <Button variant="default" onClick={() => void navigate(SECTION)}>
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
      </form>
    </Stack>
  );
}
