import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { type WorkImplement, WorkImplementStatus } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showFailure, showSuccess } from '../../../lib/notices';
import { useTRPC } from '../../../lib/trpc';

interface WorkImplementAnswerDialogProps {
  implement: WorkImplement | null;
  onClose: () => void;
}

/** Accept (status 3) or decline (status 4) an implement awaiting acceptance; the list reloads either way. */
export function WorkImplementAnswerDialog({ implement, onClose }: WorkImplementAnswerDialogProps) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const respond = useMutation(
    trpc.workImplements.respond.mutationOptions({
      onSuccess: (answered) => {
        if (answered.statusInt === WorkImplementStatus.accepted) showSuccess(t`The work implement was accepted.`);
        else showFailure(t`The work implement was declined.`);
      },
      // Also after a refusal (someone answered already): the list shows the status as it is now.
      onSettled: () => {
        onClose();
        void queryClient.invalidateQueries({ queryKey: trpc.workImplements.mine.pathKey() });
      },
    }),
  );

  const answer = (statusInt: typeof WorkImplementStatus.accepted | typeof WorkImplementStatus.declined) => {
    if (!implement) return;
    respond.mutate({ id: implement.id, workImplNo: implement.workImplNo, employeeNo: implement.employeeNo, statusInt });
  };
  const accepting = respond.isPending && respond.variables?.statusInt === WorkImplementStatus.accepted;
  const declining = respond.isPending && respond.variables?.statusInt === WorkImplementStatus.declined;

  return (
    <Modal
      opened={implement !== null}
      onClose={onClose}
      title={t`Confirm the work implement`}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      {implement ? (
        <Stack gap="sm">
          <Text>
            <Trans>
              Have you received the work implement “{implement.typeName}” ({implement.workImplNo})? Accept it if you have received it,
              decline it otherwise.
            </Trans>
          </Text>
          {implement.serialNumber ? (
            <Text size="sm" c="dimmed">
              <Trans>Serial number: {implement.serialNumber}</Trans>
            </Text>
          ) : null}
          <Group justify="flex-end" mt="md">
            <Button
              color="red"
              variant="light"
              loading={declining}
              disabled={respond.isPending}
              onClick={() => answer(WorkImplementStatus.declined)}
            >
              <Trans>Decline</Trans>
            </Button>
            <Button color="green" loading={accepting} disabled={respond.isPending} onClick={() => answer(WorkImplementStatus.accepted)}>
              <Trans>Accept</Trans>
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
