import { useLingui } from '@lingui/react/macro';
import { type SubmissionDetail, WorkflowMappingType } from '@portal/shared';
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { showSuccess } from '../../../lib/notices';
import { useTRPC } from '../../../lib/trpc';
import { useRefreshDocument } from './use-refresh-document';

/** The steps of the document view (spec 1 §2): 1 the form, 2 the workflow, 3 its participants. */
export const InitiationStep = { form: 0, workflow: 1, participants: 2 } as const;
export type InitiationStep = (typeof InitiationStep)[keyof typeof InitiationStep];

/**
 * Initiating a draft through a workflow (spec 1 §4): choose one of the form's initiation workflows
 * (the one already planned, else the first, is preselected), plan it, add participants when the plan
 * takes them, else confirm; then start it.
 */
export function useInitiation(submission: SubmissionDetail, onInitiated: () => void) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = useRefreshDocument();
  const [step, setStep] = useState<InitiationStep>(InitiationStep.form);
  const [chosenWorkflowId, setChosenWorkflowId] = useState<number | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);

  const mappings = useQuery(
    trpc.workflows.mappings.queryOptions(
      step === InitiationStep.form ? skipToken : { formId: submission.form.id, type: WorkflowMappingType.initiation },
    ),
  );
  const list = mappings.data ?? [];
  const preselected = list.find((mapping) => mapping.workflowId === submission.workflowId) ?? list[0] ?? null;
  const workflowId = chosenWorkflowId ?? preselected?.workflowId ?? null;
  const workflow = list.find((mapping) => mapping.workflowId === workflowId)?.workflow ?? null;
  const plan = useQuery(trpc.workflows.plan.queryOptions(step === InitiationStep.participants ? { id: submission.id } : skipToken));

  const setWorkflow = useMutation(
    trpc.workflows.setWorkflow.mutationOptions({
      onSuccess: (planned) => {
        queryClient.setQueryData(trpc.workflows.plan.queryKey({ id: submission.id }), planned);
        if (planned.additionalParticipants) setStep(InitiationStep.participants);
        else setIsConfirming(true);
      },
    }),
  );
  const startWorkflow = useMutation(
    trpc.workflows.startWorkflow.mutationOptions({
      onSuccess: async () => {
        setIsConfirming(false);
        setStep(InitiationStep.form);
        showSuccess(t`The document was submitted for approval.`);
        await refresh(submission.id);
        onInitiated();
      },
      // The central handler has shown the refusal; the user stays on the step.
      onError: () => setIsConfirming(false),
    }),
  );

  return {
    step,
    /** Step 1 done (the values are saved): on to choosing the workflow. */
    begin: () => setStep(InitiationStep.workflow),
    goBack: (to: InitiationStep) => {
      if (to < step) setStep(to);
    },
    mappings,
    workflowId,
    workflow,
    choose: setChosenWorkflowId,
    plan,
    /** Plans the chosen workflow: step 3 follows when it takes participants, else the confirmation. */
    next: () => {
      if (workflowId !== null) setWorkflow.mutate({ id: submission.id, workflowId });
    },
    isPlanning: setWorkflow.isPending,
    isConfirming,
    cancelConfirmation: () => setIsConfirming(false),
    start: () => startWorkflow.mutate({ id: submission.id }),
    isStarting: startWorkflow.isPending,
  };
}

export type Initiation = ReturnType<typeof useInitiation>;
