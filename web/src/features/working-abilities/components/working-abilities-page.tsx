import { Trans, useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { DataTable } from '../../../components/data-table';
import { formatErpDate } from '../../../lib/format';
import { useTRPC } from '../../../lib/trpc';
import { PageHeader } from '../../../components/page-header';

/** Periods of reduced working ability, newest first: the employee's own health data. */
export function WorkingAbilitiesPage() {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const abilities = useQuery(trpc.workingAbilities.mine.queryOptions());
  const yesNo = (value: boolean) => (value ? t`Yes` : t`No`);

  return (
    <Stack gap="md">
      <PageHeader title={<Trans>Working abilities</Trans>} />
      <DataTable
        rows={abilities.data}
        loading={abilities.isPending}
        error={abilities.isError ? abilities.error : undefined}
        empty={<Trans>You have no working ability records.</Trans>}
        label={t`Working abilities`}

        rowKey={(ability) => ability.entryNo}
        columns={[
          {
            key: 'from',
            header: <Trans>From</Trans>,
            kind: 'date',
            sortValue: (ability) => ability.fromDate,
            cell: (ability) => formatErpDate(ability.fromDate),
          },
          {
            key: 'to',
            header: <Trans>To</Trans>,
            kind: 'date',
            sortValue: (ability) => ability.toDate,
            cell: (ability) => formatErpDate(ability.toDate),
          },
          {
            key: 'workingAbility',
            header: <Trans>Working ability, %</Trans>,
            cell: (ability) => i18n.number(ability.workingAbilityPercent, { maximumFractionDigits: 2 }),
          },
          { key: 'workplaceAccident', header: <Trans>Workplace accident</Trans>, cell: (ability) => yesNo(ability.workplaceAccident) },
          {
            key: 'occupationalDisease',
            header: <Trans>Occupational disease</Trans>,
            cell: (ability) => yesNo(ability.occupationalDisease),
          },
          { key: 'notes', header: <Trans>Notes</Trans>, cell: (ability) => ability.notes },
        ]}
      />
    </Stack>
  );
}
