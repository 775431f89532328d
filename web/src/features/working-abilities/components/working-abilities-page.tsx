import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { QueryRows } from '../../../components/query-rows';
import { RecordTable } from '../../../components/record-table';
import { formatErpDate } from '../../../lib/format';
import { useTRPC } from '../../../lib/trpc';

/** Periods of reduced working ability, newest first: the employee's own health data. */
export function WorkingAbilitiesPage() {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const abilities = useQuery(trpc.workingAbilities.mine.queryOptions());
  const yesNo = (value: boolean) => (value ? t`Yes` : t`No`);

  return (
    <Stack gap="md">
      <Title order={1}>
        <Trans>Working abilities</Trans>
      </Title>
      <QueryRows query={abilities} empty={<Trans>You have no working ability records.</Trans>}>
        {(rows) => (
          <RecordTable
            label={t`Working abilities`}
            rows={rows}
            rowKey={(ability) => ability.entryNo}
            columns={[
              { header: <Trans>From</Trans>, cell: (ability) => formatErpDate(ability.fromDate) },
              { header: <Trans>To</Trans>, cell: (ability) => formatErpDate(ability.toDate) },
              {
                header: <Trans>Working ability, %</Trans>,
                cell: (ability) => i18n.number(ability.workingAbilityPercent, { maximumFractionDigits: 2 }),
              },
              { header: <Trans>Workplace accident</Trans>, cell: (ability) => yesNo(ability.workplaceAccident) },
              { header: <Trans>Occupational disease</Trans>, cell: (ability) => yesNo(ability.occupationalDisease) },
              { header: <Trans>Notes</Trans>, cell: (ability) => ability.notes },
            ]}
          />
        )}
      </QueryRows>
    </Stack>
  );
}
