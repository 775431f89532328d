import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Alert, Badge, Button, Drawer, Group, Paper, Select, Stack, Text } from '@mantine/core';
import {
  type DesignerField,
  ErrorCode,
  fieldOptionsOf,
  FieldType,
  type FormFields,
  localized,
  type RemoveFormFieldResult,
  type ValidationRuleContext,
} from '@portal/shared';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { LoadingBlock } from '../../../components/loading-block';
import { PageHeader } from '../../../components/page-header';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { fieldErrorsOf } from '../../../lib/api-errors';
import { errorKeyText } from '../../../lib/error-messages';
import { showSuccess } from '../../../lib/notices';
import { useTRPC } from '../../../lib/trpc';
import { useRouteFormId } from '../hooks/use-route-form-id';
import { FieldOptionsForm } from './field-options-form';
import { FieldRules } from './field-rules';

/** What a field's rules are checked against: its own options and the other list dropdowns' values. */
function ruleContextOf(field: DesignerField, fields: DesignerField[]): ValidationRuleContext {
  return {
    options: fieldOptionsOf(field) ?? [],
    listDropdownValues: fields
      .filter((other) => other.id !== field.id && other.formMeta.type === FieldType.listDropdown)
      .flatMap((other) => other.preValues.map((item) => item.value)),
  };
}

function AddField({ formId }: { formId: number }) {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [metaId, setMetaId] = useState<string | null>(null);
  const metas = useQuery(trpc.formFields.availableMetas.queryOptions({ id: formId }));
  const [error, setError] = useState<string | undefined>();
  const add = useMutation(
    trpc.formFields.add.mutationOptions({
      onSuccess: async () => {
        showSuccess(t`The field was added to the form.`);
        setMetaId(null);
        await Promise.all(
          [trpc.formFields.list, trpc.formFields.availableMetas, trpc.formFields.preview].map((procedure) =>
            queryClient.invalidateQueries({ queryKey: procedure.pathKey() }),
          ),
        );
      },
      onError: (failure) =>
        setError(errorKeyText(i18n, fieldErrorsOf(failure).formMetaId?.[0]) ?? errorKeyText(i18n, ErrorCode.invalidValue)),
    }),
  );
  const data = (metas.data ?? []).map((meta) => ({
    value: String(meta.id),
    label: localized(meta.caption, meta.captionEn, i18n.locale) + (meta.isShared ? ` (${t`shared by all companies`})` : ''),
  }));
  return (
    <Group align="flex-end">
      <Select
        label={t`Field to add`}
        placeholder={t`Search the fields`}
        searchable
        data={data}
        value={metaId}
        onChange={(next) => {
          setMetaId(next);
          setError(undefined);
        }}
        nothingFoundMessage={t`No field found`}
        error={error}
        w={360}
      />
      <Button
        disabled={metaId === null}
        loading={add.isPending}
        onClick={() => metaId && add.mutate({ formId, formMetaId: Number(metaId) })}
      >
        <Trans>Add the field</Trans>
      </Button>
    </Group>
  );
}

function FieldCard({
  field,
  index,
  count,
  canEdit,
  onMove,
  onEdit,
  onRemove,
}: {
  field: DesignerField;
  index: number;
  count: number;
  canEdit: boolean;
  onMove(from: number, to: number): void;
  onEdit(): void;
  onRemove(): void;
}) {
  const { t, i18n } = useLingui();
  const caption = localized(field.formMeta.caption, field.formMeta.captionEn, i18n.locale);
  return (
    <Paper withBorder p="sm" component="li" aria-label={caption}>
      <Group justify="space-between" wrap="nowrap">
        <Group gap="xs">
          <Text fw={500}>{caption}</Text>
          {field.formMeta.mandatory && (
            <Badge variant="light">
              <Trans>Required</Trans>
            </Badge>
          )}
          {field.formValidation.length > 0 && (
            <Badge variant="light" color="grape">
              <Trans>Rules: {field.formValidation.length}</Trans>
            </Badge>
          )}
        </Group>
        <Group gap={4} wrap="nowrap">
          {canEdit && (
            <>
              <ActionIcon
                variant="subtle"
                aria-label={t`Move ${caption} up`}
                disabled={index === 0}
                onClick={() => onMove(index, index - 1)}
              >
                <IconArrowUp size={16} aria-hidden />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                aria-label={t`Move ${caption} down`}
                disabled={index === count - 1}
                onClick={() => onMove(index, index + 1)}
              >
                <IconArrowDown size={16} aria-hidden />
              </ActionIcon>
            </>
          )}
          <Button variant="default" size="xs" onClick={onEdit} aria-label={t`Options and rules of ${caption}`}>
            <Trans>Options and rules</Trans>
          </Button>
          {canEdit && (
            <Button variant="subtle" color="red" size="xs" onClick={onRemove} aria-label={t`Remove ${caption}`}>
              <Trans>Remove</Trans>
            </Button>
          )}
        </Group>
      </Group>
    </Paper>
  );
}

function FieldList({ data }: { data: FormFields }) {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [editingId, setEditingId] = useState<number | null>(null);
  const [removing, setRemoving] = useState<DesignerField | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const { form, fields } = data;
  const refresh = () =>
    Promise.all(
      [trpc.formFields.list, trpc.formFields.availableMetas, trpc.formFields.preview].map((procedure) =>
        queryClient.invalidateQueries({ queryKey: procedure.pathKey() }),
      ),
    );
  const reorder = useMutation(trpc.formFields.reorder.mutationOptions({ onSettled: refresh }));
  const remove = useMutation(
    trpc.formFields.remove.mutationOptions({
      onSuccess: (result: RemoveFormFieldResult) =>
        showSuccess(
          result.outcome === 'kept'
            ? t`The field was removed from the form. Filed documents hold values for it, so they keep showing it.`
            : t`The field was removed from the form.`,
        ),
      onSettled: async () => {
        setIsConfirming(false);
        await refresh();
      },
    }),
  );
  const move = (from: number, to: number) => {
    const ids = fields.map((field) => field.id);
    const [moved] = ids.splice(from, 1);
    ids.splice(to, 0, moved!);
    reorder.mutate({ formId: form.id, fieldIds: ids });
  };
  const editing = fields.find((field) => field.id === editingId) ?? null;
  const editingCaption = editing ? localized(editing.formMeta.caption, editing.formMeta.captionEn, i18n.locale) : '';
  const removingCaption = removing ? localized(removing.formMeta.caption, removing.formMeta.captionEn, i18n.locale) : '';
  return (
    <Stack gap="sm">
      {fields.length === 0 ? (
        <EmptyState>
          <Trans>The form has no fields yet.</Trans>
        </EmptyState>
      ) : (
        <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t`Fields of the form in order`}>
          {fields.map((field, index) => (
            <FieldCard
              key={field.id}
              field={field}
              index={index}
              count={fields.length}
              canEdit={form.canEdit}
              onMove={move}
              onEdit={() => setEditingId(field.id)}
              onRemove={() => {
                setRemoving(field);
                setIsConfirming(true);
              }}
            />
          ))}
        </Stack>
      )}
      <Drawer opened={editing !== null} onClose={() => setEditingId(null)} position="right" size="lg" title={editingCaption}>
        {editing && (
          <Stack gap="lg">
            <FieldOptionsForm key={editing.id} field={editing} canEdit={form.canEdit} onSaved={() => undefined} />
            <FieldRules key={`rules-${editing.id}`} field={editing} context={ruleContextOf(editing, fields)} canEdit={form.canEdit} />
          </Stack>
        )}
      </Drawer>
      <ConfirmDialog
        opened={isConfirming}
        title={t`Remove the field`}
        confirmLabel={t`Remove`}
        isDanger
        loading={remove.isPending}
        onConfirm={() => removing && remove.mutate({ id: removing.id })}
        onClose={() => setIsConfirming(false)}
      >
        {removing?.hasValues ? (
          <Trans>“{removingCaption}” will no longer be on the form. Filed documents hold values for it: they keep showing it.</Trans>
        ) : (
          <Trans>“{removingCaption}” will be removed from the form.</Trans>
        )}
      </ConfirmDialog>
    </Stack>
  );
}

/** The fields tab of the form editor (/admin/documents/edit-form/{id}/fields): the form's fields, their options and rules. */
export function FormFieldsPage() {
  const { i18n } = useLingui();
  const trpc = useTRPC();
  const formId = useRouteFormId();
  const list = useQuery(trpc.formFields.list.queryOptions(formId === null ? skipToken : { id: formId }));
  if (formId === null || list.isError) {
    return (
      <Stack gap="md">
        <PageHeader title={<Trans>Fields and rules</Trans>} />
        {list.isError ? <QueryErrorAlert error={list.error} /> : <Alert color="red">{<Trans>The form was not found.</Trans>}</Alert>}
      </Stack>
    );
  }
  if (!list.data) return <LoadingBlock />;
  const { form } = list.data;
  const name = localized(form.name, form.nameEn, i18n.locale);
  return (
    <Stack gap="md">
      <PageHeader title={<Trans>Fields and rules of “{name}”</Trans>} />
      {form.isShared && (
        <Alert color="blue">
          {form.canEdit ? (
            <Trans>Shared by all companies: changes apply to every company.</Trans>
          ) : (
            <Trans>Shared by all companies: only a top administrator may change its fields.</Trans>
          )}
        </Alert>
      )}
      {form.canEdit && <AddField formId={form.id} />}
      <FieldList data={list.data} />
    </Stack>
  );
}
