import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Title } from '@mantine/core';
import type { IsoDate } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadingBlock } from '../../../components/loading-block';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { useTRPC } from '../../../lib/trpc';
import { SubstitutionTable } from './substitution-table';

interface SubstitutionsTablesProps {
  dateFrom: IsoDate;
  dateTo: IsoDate;
  /** The heading level of the two tables' titles, to fit the page they are on. */
  headingOrder?: 2 | 3;
}

/** 'I am substituted' and 'I am substituting' between two dates (the caller's own substitutions). */
export function SubstitutionsTables({ dateFrom, dateTo, headingOrder = 2 }: SubstitutionsTablesProps) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const dashboard = useQuery(trpc.substitutions.dashboard.queryOptions({ dateFrom, dateTo }));

  const substitutedTitle = t`I am substituted`;
  const substitutingTitle = t`I am substituting`;
  const body = (content: (data: NonNullable<typeof dashboard.data>) => ReactNode) => {
    if (dashboard.isPending) return <LoadingBlock lines={2} />;
    // A failure is told once, above both tables.
    if (dashboard.isError) return null;
    return content(dashboard.data);
  };

  return (
    <Stack gap="lg">
      {dashboard.isError ? <QueryErrorAlert error={dashboard.error} /> : null}
      <Stack gap="xs">
        <Title order={headingOrder}>{substitutedTitle}</Title>
        {body((data) => (
          <SubstitutionTable
            caption={substitutedTitle}
            personHeading={t`Substitute`}
            emptyText={<Trans>Nobody substitutes you in this period.</Trans>}
            rows={data.iAmSubstituted}
          />
        ))}
      </Stack>
      <Stack gap="xs">
        <Title order={headingOrder}>{substitutingTitle}</Title>
        {body((data) => (
          <SubstitutionTable
            caption={substitutingTitle}
            personHeading={t`Substituted employee`}
            emptyText={<Trans>You substitute nobody in this period.</Trans>}
            rows={data.iAmSubstituting}
          />
        ))}
      </Stack>
    </Stack>
  );
}
