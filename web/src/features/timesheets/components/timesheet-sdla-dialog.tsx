import { useLingui } from '@lingui/react/macro';
import { Modal } from '@mantine/core';
import { skipToken, useQuery } from '@tanstack/react-query';
import type { TimesheetMonthInput } from '@portal/shared';
import { LoadingBlock } from '../../../components/loading-block';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { SdlaSummaryView } from '../../../components/sdla-summary';
import { useTRPC } from '../../../lib/trpc';

interface TimesheetSdlaDialogProps {
  month: TimesheetMonthInput;
  /** The line whose accounting shows; null closes the dialog. */
  line: { employeeNo: string; fullName: string } | null;
  onClose: () => void;
}

/**
 * A timesheet line's summarised working-time accounting (SDLA) from the hours recorded on the
 * timesheet (fact), over the accounting period up to the month shown.
 */
export function TimesheetSdlaDialog({ month, line, onClose }: TimesheetSdlaDialogProps) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const sdla = useQuery(trpc.timesheets.sdla.queryOptions(line === null ? skipToken : { ...month, employeeNo: line.employeeNo }));
  return (
    <Modal
      opened={line !== null}
      onClose={onClose}
      title={`${t`Summarised working-time accounting (recorded hours)`} · ${line?.fullName ?? ''}`}
      size="lg"
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      {sdla.isPending && line !== null ? <LoadingBlock lines={6} /> : null}
      {sdla.isError ? <QueryErrorAlert error={sdla.error} /> : null}
      {sdla.data ? <SdlaSummaryView data={sdla.data} /> : null}
    </Modal>
  );
}
