import { useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CopyNumberingInputSchema, type Numbering } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { showSuccess } from '../../../lib/notices';
import { formErrorsOf, schemaFormValidation } from '../../../lib/schema-form';
import { useTRPC } from '../../../lib/trpc';

/** Copies a numbering into the session's company under a new name (the copy counts from 1). */
export function CopyNumberingDialog({ numbering, onClose }: { numbering: Numbering | null; onClose: () => void }) {
  const { t } = useLingui();
  const name = numbering?.name ?? '';
  return (
    <Modal
      opened={numbering !== null}
      onClose={onClose}
      title={t`Copy the numbering “${name}”`}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      {numbering ? <CopyForm numbering={numbering} onClose={onClose} /> : null}
    </Modal>
  );
}

function CopyForm({ numbering, onClose }: { numbering: Numbering; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useForm({ initialValues: { id: numbering.id, name: '' }, ...schemaFormValidation(CopyNumberingInputSchema, i18n) });
  const copy = useMutation(
    trpc.numberings.copy.mutationOptions({
      meta: { errorHandling: 'inline' },
      onSuccess: async () => {
        showSuccess(t`The numbering was copied.`);
        await queryClient.invalidateQueries({ queryKey: trpc.numberings.list.pathKey() });
        onClose();
      },
    }),
  );
  const { setErrors } = form;
  useEffect(() => setErrors(formErrorsOf(copy.error)), [setErrors, copy.error]);
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => copy.mutate(CopyNumberingInputSchema.parse(values)))}
      aria-label={t`Copy the numbering`}
    >
      <Stack gap="md">
        <TextInput label={t`Name of the copy`} required maxLength={50} data-autofocus {...form.getInputProps('name')} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t`Cancel`}
          </Button>
          <Button type="submit" loading={copy.isPending}>
            {t`Copy`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
