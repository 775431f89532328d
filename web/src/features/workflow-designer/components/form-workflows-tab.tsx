import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useTRPC } from '../../../lib/trpc';
import { FormWorkflowsList } from './form-workflows-list';

/** The form editor's workflows tab (/admin/documents/edit-form/{id}/workflows): this form's approval and cancellation workflows. */
export function FormWorkflowsTab() {
  const trpc = useTRPC();
  const formId = Number(useParams().id);
  const isValidId = Number.isInteger(formId) && formId > 0;
  const list = useQuery({ ...trpc.workflowDesigner.mappings.queryOptions({ formId: isValidId ? formId : undefined }), enabled: isValidId });
  return (
    <FormWorkflowsList
      forms={list.data?.items}
      loading={list.isPending}
      error={list.error}
      empty={<Trans>The form does not exist.</Trans>}
    />
  );
}
