import type { ScheduleMonthInput } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveDownload } from '../../../forms/save-download';
import { fetchFile } from '../../../lib/download-file';
import { useTRPC } from '../../../lib/trpc';

// The month and the ERP (spec 2 §7): send the approved month, send the planned absences, and download
// the comparison with what the ERP holds. A refusal is shown as a notice (the app's default).

export function useErpActions(month: ScheduleMonthInput) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // The table shows when the month was last sent.
  const onSettled = () => queryClient.invalidateQueries({ queryKey: trpc.schedulePeriods.table.pathKey() });
  const send = useMutation(trpc.schedulePeriods.updateNavision.mutationOptions({ onSettled }));
  const sendAbsences = useMutation(trpc.schedulePeriods.absenceToNavision.mutationOptions());
  return {
    send: () => send.mutateAsync(month),
    sendAbsences: () => sendAbsences.mutateAsync(month),
    isPending: send.isPending || sendAbsences.isPending,
  };
}

/** The comparison with the ERP as an Excel workbook, from the REST route that answers the file itself. */
export async function downloadErpComparison(month: ScheduleMonthInput): Promise<void> {
  const path = `/api/wtc-area/schedules/export-to-excel-nav-comparison/${month.year}/${month.month}`;
  saveDownload(await fetchFile(path, { method: 'POST', body: { scheduleId: month.scheduleId } }));
}
