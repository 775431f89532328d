import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import { addMonths, monthRange } from '@portal/shared';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { LoadingBlock } from '../../../components/loading-block';
import { PageHeader } from '../../../components/page-header';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { useTRPC } from '../../../lib/trpc';
import { HolidayPlanStatusBadge } from './holiday-plan-status-badge';
import { PlanGrid } from './plan-grid';
import { PlanTabs } from './plan-tabs';

/** Months drawn at once: a quarter keeps the grid light for a department of any size. */
const MONTHS_SHOWN = 3;

/** A plan's sheet (spec 2 §2 holiday-plans/{id}/schedule): months × days, entries as bars, the reserve at the start and end. */
export function HolidayPlanSheetPage() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const planId = Number(useParams().id);
  const plan = useQuery(trpc.holidayPlans.get.queryOptions({ id: planId }));
  const [first, setFirst] = useState<string | null>(null);
  const start = first ?? (plan.data ? `${plan.data.startDate.slice(0, 7)}-01` : null);
  const last = start ? addMonths(start, MONTHS_SHOWN - 1) : null;
  const range = start && last ? { from: start, to: monthRange(Number(last.slice(0, 4)), Number(last.slice(5, 7))).to } : null;
  const sheet = useQuery({
    ...trpc.holidayPlans.sheet.queryOptions(range ? { holidayPlanId: planId, ...range } : skipToken),
    placeholderData: keepPreviousData,
  });
  if (plan.isPending) return <LoadingBlock />;
  if (plan.isError) return <QueryErrorAlert error={plan.error} />;
  return (
    <Stack gap="md">
      <PageHeader
        title={`${plan.data.code} · ${plan.data.name}`}
        state={<HolidayPlanStatusBadge status={plan.data.status} />}
        subtitle={`${plan.data.startDate} – ${plan.data.endDate}`}
        back={{ to: '/wtm-area/holiday-plans', label: <Trans>All holiday plans</Trans> }}
      />
      <PlanTabs planId={planId} />
      <Group gap="xs">
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t`Previous months`}
          onClick={() => start && setFirst(addMonths(start, -MONTHS_SHOWN))}
        >
          <IconChevronLeft size={18} aria-hidden />
        </ActionIcon>
        <Text fw={600} miw={200} ta="center">
          {range ? `${range.from} – ${range.to}` : ''}
        </Text>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t`Next months`}
          onClick={() => start && setFirst(addMonths(start, MONTHS_SHOWN))}
        >
          <IconChevronRight size={18} aria-hidden />
        </ActionIcon>
      </Group>
      {sheet.isError ? <QueryErrorAlert error={sheet.error} /> : null}
      {sheet.isPending ? (
        <LoadingBlock />
      ) : (
        <div style={{ opacity: sheet.isPlaceholderData ? 0.6 : 1 }} aria-busy={sheet.isFetching}>
          <PlanGrid
            label={t`Holiday plan sheet`}
            days={sheet.data?.days ?? []}
            lines={sheet.data?.lines ?? []}
            showReserve
            empty={<EmptyState>{t`The plan has no employees yet.`}</EmptyState>}
          />
        </div>
      )}
    </Stack>
  );
}
