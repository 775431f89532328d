import { useLingui } from '@lingui/react/macro';
import { Modal } from '@mantine/core';
import { LoadingBlock } from '../../../components/loading-block';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { RecordDisplay } from '../../../components/record-display';
import { formatDateTime, formatDecimal } from '../../../lib/format';
import { useEntryDetails } from '../hooks/use-schedule-month';

interface EntryDetailsDialogProps {
  scheduleId: number;
  /** The committed entry whose details show; null closes the dialog. */
  entryId: number | null;
  onClose: () => void;
}

/** A day entry's details (spec 2 §3 "Day entry"), loaded when the dialog opens. */
export function EntryDetailsDialog({ scheduleId, entryId, onClose }: EntryDetailsDialogProps) {
  const { t, i18n } = useLingui();
  const details = useEntryDetails(scheduleId, entryId);
  const data = details.data;
  return (
    <Modal opened={entryId !== null} onClose={onClose} title={t`Schedule entry`} size="lg" closeButtonProps={{ 'aria-label': t`Close` }}>
      {details.isPending && entryId !== null ? <LoadingBlock lines={6} /> : null}
      {details.isError ? <QueryErrorAlert error={details.error} /> : null}
      {data ? (
        <RecordDisplay
          minColumnWidth="13rem"
          fields={[
            { label: t`Code`, value: [data.code, data.name].filter(Boolean).join(' — ') },
            { label: t`Time`, value: data.startTime && data.endTime ? `${data.startTime}–${data.endTime}` : null, isNowrap: true },
            { label: t`Date`, value: data.date, isNowrap: true },
            { label: t`Work hours`, value: formatDecimal(data.workHours, i18n.locale), isNowrap: true },
            { label: t`Employee`, value: data.employeeName },
            { label: t`Description`, value: data.description, isWide: true },
            { label: t`Created by`, value: data.createdBy },
            { label: t`Created at`, value: formatDateTime(data.createdAt), isNowrap: true },
            // Where a holiday came from (generate-holiday-entries); other entries have no document.
            ...(data.documentNo !== null
              ? [
                  { label: t`Document number`, value: data.documentNo, isNowrap: true },
                  { label: t`Document date`, value: data.documentDate, isNowrap: true },
                ]
              : []),
          ]}
        />
      ) : null}
    </Modal>
  );
}
