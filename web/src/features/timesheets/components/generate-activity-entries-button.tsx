import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showSuccess } from '../../../lib/notices';
import { useTRPC } from '../../../lib/trpc';

/**
 * POST generate-activity-entries (spec 2 §7; issue #14): writes the month's entries of the employees'
 * planned activities into the timesheet; a rerun changes only what the activities changed.
 */
export function GenerateActivityEntriesButton({ month }: { month: { timesheetId: number; year: number; month: number } }) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const generate = useMutation(
    trpc.timesheets.generateActivityEntries.mutationOptions({
      onSuccess: async (result) => {
        showSuccess(
          result.written + result.removed === 0
            ? t`The activity entries were up to date.`
            : t`Activity entries generated: ${result.written} written, ${result.removed} removed.`,
        );
        await queryClient.invalidateQueries({ queryKey: trpc.timesheets.table.pathKey() });
      },
    }),
  );
  return (
    <Button
      variant="default"
      leftSection={<IconCalendarEvent size={16} aria-hidden />}
      loading={generate.isPending}
      onClick={() => generate.mutate(month)}
    >
      <Trans>Generate activity entries</Trans>
    </Button>
  );
}
