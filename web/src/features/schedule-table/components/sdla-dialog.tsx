import { useLingui } from '@lingui/react/macro';
import { Modal } from '@mantine/core';
import type { ScheduleMonthInput } from '@portal/shared';
import { LoadingBlock } from '../../../components/loading-block';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { SdlaSummaryView } from '../../../components/sdla-summary';
import { useSdla } from '../hooks/use-schedule-lines';

interface SdlaDialogProps {
  month: ScheduleMonthInput;
  /** The line whose accounting shows; null closes the dialog. */
  line: { employeeNo: string; fullName: string } | null;
  onClose: () => void;
}

/** A line's summarised working-time accounting (SDLA) from the schedule's saved entries. */
export function SdlaDialog({ month, line, onClose }: SdlaDialogProps) {
  const { t } = useLingui();
  const sdla = useSdla(month, line?.employeeNo ?? null);
  const name = line?.fullName ?? '';
  return (
    <Modal
      opened={line !== null}
      onClose={onClose}
      title={`${t`Summarised working-time accounting`} · ${name}`}
      size="lg"
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      {sdla.isPending && line !== null ? <LoadingBlock lines={6} /> : null}
      {sdla.isError ? <QueryErrorAlert error={sdla.error} /> : null}
      {sdla.data ? <SdlaSummaryView data={sdla.data} /> : null}
    </Modal>
  );
}
