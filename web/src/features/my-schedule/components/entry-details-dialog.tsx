import { useLingui } from '@lingui/react/macro';
import { Group, List, Modal } from '@mantine/core';
import type { ScheduleEntryDetails } from '@portal/shared';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadingBlock } from '../../../components/loading-block';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { RecordDisplay } from '../../../components/record-display';
import { formatDateTime, formatDecimal } from '../../../lib/format';
import { useTRPC } from '../../../lib/trpc';
import { entrySourceLabels, entryTypeLabels } from '../messages';
import { formatMonth, timeRange } from '../month-grid';
import { PeriodStatusBadge } from '../../../components/period-status-badge';

type RestEntry = ScheduleEntryDetails['restEntries'][number];

function RestEntries({ rests }: { rests: RestEntry[] }) {
  const { t } = useLingui();
  return (
    <List size="sm" spacing={2}>
      {rests.map((rest, index) => {
        const times = timeRange(rest);
        const minutes = rest.minutes;
        const length = times ? t`${times} (${minutes} min)` : t`${minutes} min`;
        return (
          <List.Item key={index}>
            {length}, {rest.countedInWorkTime ? t`counted in work time` : t`not counted in work time`}
          </List.Item>
        );
      })}
    </List>
  );
}

function EntryDetailsFields({ details }: { details: ScheduleEntryDetails }) {
  const { t, i18n } = useLingui();
  const { period } = details;
  const date = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${details.date}T00:00:00Z`));
  const periodMonth = `${period.year}-${String(period.month).padStart(2, '0')}-01`;
  return (
    <RecordDisplay
      minColumnWidth="13rem"
      fields={[
        { label: i18n._(entryTypeLabels[details.type]), value: [details.code, details.name].filter(Boolean).join(' — ') },
        { label: t`Time`, value: timeRange(details), isNowrap: true },
        { label: t`Date`, value: date },
        { label: t`Work hours`, value: formatDecimal(details.workHours, i18n.locale), isNowrap: true },
        { label: t`Schedule`, value: details.schedule.name },
        {
          label: t`Period`,
          value: (
            <Group gap="xs" component="span">
              {formatMonth(periodMonth, i18n.locale)}
              <PeriodStatusBadge status={period.status} />
            </Group>
          ),
        },
        { label: t`Employee`, value: details.employeeName },
        { label: t`Entry ID`, value: String(details.id), isNowrap: true },
        { label: t`Description`, value: details.description, isWide: true },
        { label: t`Rest`, value: details.restEntries.length > 0 ? <RestEntries rests={details.restEntries} /> : null, isWide: true },
        { label: t`Source`, value: i18n._(entrySourceLabels[details.source]) },
        { label: t`Created by`, value: details.createdBy },
        { label: t`Created at`, value: formatDateTime(details.createdAt), isNowrap: true },
        ...(details.documentNo !== null
          ? [
              { label: t`Document number`, value: details.documentNo, isNowrap: true },
              { label: t`Document date`, value: details.documentDate, isNowrap: true },
            ]
          : []),
      ]}
    />
  );
}

interface EntryDetailsDialogProps {
  /** The entry whose details show; null closes the dialog. */
  entryId: number | null;
  onClose: () => void;
}

/** The dialog behind an entry of My schedule (spec 1 §3), loaded when it opens. */
export function EntryDetailsDialog({ entryId, onClose }: EntryDetailsDialogProps) {
  const { t } = useLingui();
  const trpc = useTRPC();
  // The last entry stays loaded while the dialog fades out, so its content does not vanish mid-close.
  const [shownId, setShownId] = useState(entryId);
  if (entryId !== null && entryId !== shownId) setShownId(entryId);
  const details = useQuery(trpc.mySchedule.entryDetails.queryOptions(shownId === null ? skipToken : { entryId: shownId }));
  return (
    <Modal opened={entryId !== null} onClose={onClose} title={t`Schedule entry`} size="lg" closeButtonProps={{ 'aria-label': t`Close` }}>
      {details.isPending && shownId !== null ? <LoadingBlock lines={6} /> : null}
      {details.isError ? <QueryErrorAlert error={details.error} /> : null}
      {details.data ? <EntryDetailsFields details={details.data} /> : null}
    </Modal>
  );
}
