import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconMoon } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showSuccess } from '../../../lib/notices';
import { useTRPC } from '../../../lib/trpc';

interface Props {
  month: { timesheetId: number; year: number; month: number };
  cells: { employeeNo: string; date: string }[];
  /** The caller's edit session is open already; otherwise it is opened first. */
  hasSession: boolean;
}

/**
 * POST create-detailed-entries (spec 2 §7; issue #14): the selected cells' worked hours split into their
 * night and holiday parts from the schedule's shifts, pending in the edit session until saved.
 */
export function CreateDetailedEntriesButton({ month, cells, hasSession }: Props) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const init = useMutation(trpc.timesheets.init.mutationOptions());
  const create = useMutation(
    trpc.timesheets.createDetailedEntries.mutationOptions({
      onSuccess: async (result) => {
        const staged = result.staged;
        const skipped = result.skipped.length;
        showSuccess(t`Detailed entries: night or holiday hours added to ${staged} days, ${skipped} skipped.`);
        await queryClient.invalidateQueries({ queryKey: trpc.timesheets.table.pathKey() });
      },
    }),
  );
  const run = async () => {
    if (!hasSession) await init.mutateAsync(month);
    await create.mutateAsync({ ...month, cells });
  };
  return (
    <Button
      variant="default"
      leftSection={<IconMoon size={16} aria-hidden />}
      disabled={cells.length === 0}
      loading={init.isPending || create.isPending}
      onClick={() => void run().catch(() => undefined)}
    >
      <Trans>Create detailed entries</Trans>
    </Button>
  );
}
