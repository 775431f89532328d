import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Group, List, Modal, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { formatDocumentNumber, NUMBERING_DEFAULTS, type NumberingDetails, NumberingInputSchema } from '@portal/shared';
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

interface NumberingDialogProps {
  opened: boolean;
  /** The numbering to edit; null creates one. */
  numberingId: number | null;
  canChangeShared: boolean;
  onClose: () => void;
}

interface NumberingFormValues {
  code: string;
  name: string;
  prefix: string;
  nextNumber: number | string;
  figures: number | string;
}

/** Creates or edits a document numbering, showing the number the next document gets. */
export function NumberingDialog({ opened, numberingId, canChangeShared, onClose }: NumberingDialogProps) {
  const { t } = useLingui();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={numberingId === null ? t`New numbering` : t`Numbering`}
      size={700}
      styles={{ content: { maxWidth: '95vw' } }}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      {opened ? (
        numberingId === null ? (
          <NumberingForm numbering={null} canChangeShared onClose={onClose} />
        ) : (
          <ExistingNumbering id={numberingId} canChangeShared={canChangeShared} onClose={onClose} />
        )
      ) : null}
    </Modal>
  );
}

function ExistingNumbering({ id, canChangeShared, onClose }: { id: number; canChangeShared: boolean; onClose: () => void }) {
  const trpc = useTRPC();
  const numbering = useQuery(trpc.numberings.get.queryOptions({ id }));
  if (numbering.isPending) return <LoadingBlock />;
  if (numbering.isError) return <QueryErrorAlert error={numbering.error} />;
  return <NumberingForm numbering={numbering.data} canChangeShared={canChangeShared} onClose={onClose} />;
}

function NumberingForm({
  numbering,
  canChangeShared,
  onClose,
}: {
  numbering: NumberingDetails | null;
  canChangeShared: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const isReadOnly = numbering !== null && numbering.isShared && !canChangeShared;
  const source = numbering ?? NUMBERING_DEFAULTS;
  const form = useForm<NumberingFormValues>({
    initialValues: { code: source.code, name: source.name, prefix: source.prefix, nextNumber: source.nextNumber, figures: source.figures },
    ...schemaFormValidation(NumberingInputSchema, i18n),
  });

  const afterChange = async (message: string) => {
    showSuccess(message);
    await queryClient.invalidateQueries({ queryKey: trpc.numberings.pathKey() });
    onClose();
  };
  const create = useMutation(
    trpc.numberings.create.mutationOptions({
      meta: { errorHandling: 'inline' },
      onSuccess: () => afterChange(t`The numbering was created.`),
    }),
  );
  const update = useMutation(
    trpc.numberings.update.mutationOptions({ meta: { errorHandling: 'inline' }, onSuccess: () => afterChange(t`Changes saved.`) }),
  );
  const remove = useMutation(
    trpc.numberings.delete.mutationOptions({
      meta: { errorHandling: 'inline' },
      onSuccess: () => afterChange(t`The numbering was deleted.`),
      onSettled: () => setIsConfirmingDelete(false),
    }),
  );
  const saveError = create.error ?? update.error;
  const { setErrors } = form;
  useEffect(() => setErrors(formErrorsOf(saveError)), [setErrors, saveError]);

  const save = (values: NumberingFormValues) => {
    const body = NumberingInputSchema.parse(values);
    if (numbering === null) create.mutate(body);
    else update.mutate({ ...body, id: numbering.id });
  };
  const nextNumber = Number(form.values.nextNumber);
  const figures = Number(form.values.figures);
  const sample =
    Number.isInteger(nextNumber) && nextNumber >= 1 && Number.isInteger(figures) && figures >= 0 && figures <= 20
      ? formatDocumentNumber(form.values.prefix, nextNumber, figures)
      : '—';
  const name = numbering?.name ?? '';

  return (
    <form noValidate onSubmit={form.onSubmit(save)} aria-label={t`Numbering`}>
      <Stack gap="md">
        {numbering?.isShared ? (
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
          <TextInput label={t`Code`} required maxLength={50} readOnly={isReadOnly} {...form.getInputProps('code')} />
          <TextInput
            label={t({ message: 'Name', context: 'name of a thing' })}
            required
            maxLength={200}
            readOnly={isReadOnly}
            {...form.getInputProps('name')}
          />
        </FieldRow>
        <FieldRow>
          <TextInput label={t`Prefix`} maxLength={20} readOnly={isReadOnly} {...form.getInputProps('prefix')} />
          <NumberInput label={t`Figures`} min={0} max={20} allowDecimal={false} readOnly={isReadOnly} {...form.getInputProps('figures')} />
        </FieldRow>
        <NumberInput
          label={t`Next number`}
          min={1}
          allowDecimal={false}
          readOnly={isReadOnly}
          description={numbering ? t`Not lower than ${numbering.lowestNextNumber}: numbers up to it were already issued.` : undefined}
          {...form.getInputProps('nextNumber')}
        />
        <Text size="sm">
          <Trans>
            Next document number: <strong>{sample}</strong>
          </Trans>
        </Text>
        {numbering !== null && numbering.forms.length > 0 ? (
          <Stack gap={4}>
            <Text fw={500} size="sm">
              <Trans>Forms using the numbering</Trans>
            </Text>
            <List size="sm">
              {numbering.forms.map((usingForm) => (
                <List.Item key={usingForm.id}>
                  <Anchor href={`/admin/documents/edit-form/${usingForm.id}`}>{usingForm.name}</Anchor>
                </List.Item>
              ))}
            </List>
          </Stack>
        ) : null}
        {remove.isError ? <QueryErrorAlert error={remove.error} /> : null}
        <Group justify="space-between">
          <div>
            {numbering !== null && !isReadOnly ? (
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
      {numbering !== null ? (
        <ConfirmDialog
          opened={isConfirmingDelete}
          title={t`Delete the numbering`}
          confirmLabel={t`Delete`}
          isDanger
          loading={remove.isPending}
          onConfirm={() => remove.mutate({ id: numbering.id })}
          onClose={() => setIsConfirmingDelete(false)}
        >
          <Trans>The numbering “{name}” will be deleted. A numbering that forms use cannot be deleted.</Trans>
        </ConfirmDialog>
      ) : null}
    </form>
  );
}
