import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Grid, Stack } from '@mantine/core';
import { DocumentAction, documentActionsOf, localized, type SubmissionDetail, SubmissionState } from '@portal/shared';
import { IconArrowLeft, IconEdit, IconFileTypePdf, IconTrash } from '@tabler/icons-react';
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { LoadingBlock } from '../../../components/loading-block';
import { showSuccess } from '../../../lib/notices';
import { useTRPC } from '../../../lib/trpc';
import { useFileDownload } from '../../../forms';
import { backPathOf, submissionPathOf } from '../back-path';
import type { DocumentWorkflowParts } from '../workflow-parts';
import { AttachedDocuments } from './attached-documents';
import { DecisionContextCard } from './lazy-decision-context-card';
import { DeleteDocumentDialog } from './lazy-delete-document-dialog';
import { DocumentFormStep } from './document-form-step';
import { DocumentHeader } from './document-header';
import { NotFoundAlert } from './document-not-found';
import { GeneratedDocuments } from './generated-documents';
import { PageHeader } from '../../../components/page-header';

function parseId(text: string | undefined): number | null {
  const id = Number(text);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The submission of the route: a portal document, or one mirroring an ERP document (view_bc). */
function useRouteSubmission() {
  const trpc = useTRPC();
  const params = useParams();
  const id = parseId(params.id);
  const formId = parseId(params.formId);
  const bcGuid = params.bcGuid;
  const isErp = bcGuid !== undefined;
  const portal = useQuery(trpc.documents.submission.queryOptions(!isErp && id !== null ? { id } : skipToken));
  const erp = useQuery(
    trpc.documents.erpSubmission.queryOptions(isErp && id !== null && formId !== null ? { id, bcGuid, formId } : skipToken),
  );
  const query = isErp ? erp : portal;
  const isValid = id !== null && (!isErp || formId !== null);
  return { query, isValid };
}

interface DocumentViewProps {
  submission: SubmissionDetail;
  workflow: DocumentWorkflowParts;
  onBack: () => void;
}

function DocumentView({ submission, workflow, onBack }: DocumentViewProps) {
  const { InitiationSteps, WorkflowActions, WorkflowHistory, DecisionPanel, ApprovalRoute } = workflow;
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [isEditing, setIsEditing] = useState(false);
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const { busyKey, downloadPdf } = useFileDownload();
  const actions = documentActionsOf(submission.state, { ...submission, isEditing });
  const canEdit = actions.includes(DocumentAction.edit);
  const canDelete = submission.canDelete && submission.state === SubmissionState.draft && !isEditing;
  const isDeciding = workflow.canDecide(submission) && !isEditing;

  const deleteDocument = useMutation(
    trpc.documents.deleteDocument.mutationOptions({
      onSuccess: async () => {
        showSuccess(t`Deleted successfully.`);
        setIsConfirmingDelete(false);
        queryClient.removeQueries({ queryKey: trpc.documents.submission.queryKey({ id: submission.id }) });
        await queryClient.invalidateQueries({ queryKey: trpc.documents.pathKey() });
        onBack();
      },
      onError: () => setIsConfirmingDelete(false),
    }),
  );

  const headerActions = (
    <>
      <Button variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={onBack}>
        <Trans>Back</Trans>
      </Button>
      <Button
        variant="light"
        leftSection={<IconFileTypePdf size={16} aria-hidden />}
        loading={busyKey === `pdf-${submission.id}`}
        onClick={() => void downloadPdf(submission.id)}
      >
        <Trans>Download PDF</Trans>
      </Button>
      {canEdit && !isEditing ? (
        <Button leftSection={<IconEdit size={16} aria-hidden />} onClick={() => setIsEditing(true)}>
          <Trans>Edit</Trans>
        </Button>
      ) : null}
      {canDelete ? (
        <Button color="red" variant="light" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => setIsConfirmingDelete(true)}>
          <Trans>Delete draft</Trans>
        </Button>
      ) : null}
      <WorkflowActions submission={submission} isEditing={isEditing} />
    </>
  );

  const steps = (
    <InitiationSteps
      submission={submission}
      isEditing={isEditing}
      renderForm={(onSubmit) => (
        <DocumentFormStep
          submission={submission}
          isEditing={isEditing}
          onEditEnd={() => setIsEditing(false)}
          onSubmitThroughWorkflow={onSubmit}
        />
      )}
      onInitiated={() => void navigate(submissionPathOf(submission.id, submission.form.isApplication), { replace: true })}
    />
  );

  return (
    <Stack gap="md">
      <DocumentHeader submission={submission} actions={headerActions} CancellationBadge={workflow.CancellationBadge} />
      {isDeciding ? (
        // The request beside what the approver decides with; below it on phones.
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 7 }}>{steps}</Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="md">
              <DecisionPanel submission={submission} />
              <DecisionContextCard submissionId={submission.id} />
              <ApprovalRoute submission={submission} />
            </Stack>
          </Grid.Col>
        </Grid>
      ) : (
        steps
      )}
      <AttachedDocuments submission={submission} />
      <GeneratedDocuments submission={submission} />
      <WorkflowHistory submission={submission} />
      <DeleteDocumentDialog
        opened={isConfirmingDelete}
        title={[localized(submission.name, submission.nameEn, i18n.locale), submission.documentNo].filter(Boolean).join(' ')}
        deleting={deleteDocument.isPending}
        onConfirm={() => deleteDocument.mutate({ id: submission.id })}
        onClose={() => setIsConfirmingDelete(false)}
      />
    </Stack>
  );
}

/**
 * A document or application (spec 1 §2 "Document view"): routes view-application/{id},
 * documents/view/{id} and documents/view_bc/{id}/{bcGuid}/{formId}.
 */
export function DocumentViewPage({ workflow }: { workflow: DocumentWorkflowParts }) {
  const navigate = useNavigate();
  const isApplicationRoute = useLocation().pathname.startsWith('/applications/');
  const { query, isValid } = useRouteSubmission();
  const goBack = (isApplication: boolean) => void navigate(backPathOf(isApplication));

  if (!isValid || query.isError) {
    return (
      <Stack gap="md">
        <PageHeader title={<Trans>Document</Trans>} />
        <NotFoundAlert error={query.error}>
          <Trans>The document was not found, or you may not view it.</Trans>
        </NotFoundAlert>
        <Button
          variant="default"
          w="fit-content"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
          onClick={() => goBack(isApplicationRoute)}
        >
          <Trans>Back</Trans>
        </Button>
      </Stack>
    );
  }
  if (!query.data) {
    return (
      <Stack gap="md">
        <PageHeader title={<Trans>Document</Trans>} />
        <LoadingBlock />
      </Stack>
    );
  }
  const submission = query.data;
  return <DocumentView submission={submission} workflow={workflow} onBack={() => goBack(submission.form.isApplication)} />;
}
