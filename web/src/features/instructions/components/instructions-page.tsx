import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { QueryRows } from '../../../components/query-rows';
import { RecordTable } from '../../../components/record-table';
import { formatErpDate } from '../../../lib/format';
import { useTRPC } from '../../../lib/trpc';

/** Safety and job instructions the employee was given, newest first. */
export function InstructionsPage() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const instructions = useQuery(trpc.instructions.mine.queryOptions());

  return (
    <Stack gap="md">
      <Title order={1}>
        <Trans>Instructions</Trans>
      </Title>
      <QueryRows query={instructions} empty={<Trans>You have no instructions recorded.</Trans>}>
        {(rows) => (
          <RecordTable
            label={t`Instructions`}
            minWidth={900}
            rows={rows}
            rowKey={(instruction) => instruction.entryNo}
            columns={[
              { header: <Trans>Instruction</Trans>, cell: (instruction) => instruction.name },
              { header: <Trans>Type</Trans>, cell: (instruction) => instruction.type },
              { header: <Trans>Check type</Trans>, cell: (instruction) => instruction.checkType },
              { header: <Trans>Date</Trans>, cell: (instruction) => formatErpDate(instruction.date) },
              { header: <Trans>Carried out on</Trans>, cell: (instruction) => formatErpDate(instruction.executionDate) },
              { header: <Trans>Valid until</Trans>, cell: (instruction) => formatErpDate(instruction.validTo) },
              { header: <Trans>Conclusion</Trans>, cell: (instruction) => instruction.conclusion },
            ]}
          />
        )}
      </QueryRows>
    </Stack>
  );
}
