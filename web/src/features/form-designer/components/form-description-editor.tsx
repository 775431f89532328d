import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Textarea } from '@mantine/core';
import type { DesignerForm } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FieldRow } from '../../../components/field-row';
import { FormSection } from '../../../components/form-section';
import { showSuccess } from '../../../lib/notices';
import { useTRPC } from '../../../lib/trpc';

/** The form's description in both languages; each save keeps the earlier text in the history. */
export function FormDescriptionEditor({ form }: { form: DesignerForm }) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [description, setDescription] = useState(form.description?.description ?? '');
  const [descriptionEn, setDescriptionEn] = useState(form.description?.descriptionEn ?? '');
  const save = useMutation(
    trpc.formDesigner.updateFormDescription.mutationOptions({
      onSuccess: async () => {
        showSuccess(t`The description was saved.`);
        await queryClient.invalidateQueries({ queryKey: trpc.formDesigner.form.pathKey() });
      },
    }),
  );
  const isReadOnly = !form.canEdit;
  return (
    <FormSection title={t`Description`}>
      <FieldRow>
        <Textarea
          label={t`Description (Lithuanian)`}

          rows={4}
          maxLength={20_000}
          readOnly={isReadOnly}
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
        />
        <Textarea
          label={t`Description (English)`}

          rows={4}
          maxLength={20_000}
          readOnly={isReadOnly}
          value={descriptionEn}
          onChange={(event) => setDescriptionEn(event.currentTarget.value)}
        />
      </FieldRow>
      {isReadOnly ? null : (
        <Group>
          <Button variant="default" loading={save.isPending} onClick={() => save.mutate({ formId: form.id, description, descriptionEn })}>
            <Trans>Save the description</Trans>
          </Button>
        </Group>
      )}
    </FormSection>
  );
}
