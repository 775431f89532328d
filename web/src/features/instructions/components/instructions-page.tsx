import { Trans, useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { DataTable } from '../../../components/data-table';
import { formatErpDate } from '../../../lib/format';
import { useTRPC } from '../../../lib/trpc';
import { PageHeader } from '../../../components/page-header';

/** Safety and job instructions the employee was given, newest first. */
export function InstructionsPage() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const instructions = useQuery(trpc.instructions.mine.queryOptions());

  return (
    <Stack gap="md">
      <PageHeader title={<Trans>Instructions</Trans>} />
      <DataTable
        rows={instructions.data}
        loading={instructions.isPending}
        error={instructions.isError ? instructions.error : undefined}
        empty={<Trans>You have no instructions recorded.</Trans>}
        label={t`Instructions`}
        minWidth={900}

        rowKey={(instruction) => instruction.entryNo}
        columns={[
          { key: 'instruction', header: <Trans>Instruction</Trans>, cell: (instruction) => instruction.name },
          { key: 'type', header: <Trans>Type</Trans>, cell: (instruction) => instruction.type },
          { key: 'checkType', header: <Trans>Check type</Trans>, cell: (instruction) => instruction.checkType },
          {
            key: 'date',
            header: <Trans>Date</Trans>,
            kind: 'date',
            sortValue: (instruction) => instruction.date,
            cell: (instruction) => formatErpDate(instruction.date),
          },
          {
            key: 'carriedOutOn',
            header: <Trans>Carried out on</Trans>,
            kind: 'date',
            sortValue: (instruction) => instruction.executionDate,
            cell: (instruction) => formatErpDate(instruction.executionDate),
          },
          {
            key: 'validUntil',
            header: <Trans>Valid until</Trans>,
            kind: 'date',
            sortValue: (instruction) => instruction.validTo,
            cell: (instruction) => formatErpDate(instruction.validTo),
          },
          { key: 'conclusion', header: <Trans>Conclusion</Trans>, cell: (instruction) => instruction.conclusion },
        ]}
      />
    </Stack>
  );
}
