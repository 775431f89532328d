import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Stack, Title } from '@mantine/core';
import { APPLICATIONS_PAGE_SIZE, SubmissionState } from '@portal/shared';
import { useQueries } from '@tanstack/react-query';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { LoadingBlock } from '../../../components/loading-block';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { useTRPC } from '../../../lib/trpc';
import { useOpenApplication } from '../hooks/use-open-application';
import { SubmissionTable } from './submission-table';

// Requests still under way: filed (New) and under approval (In Progress). The list takes one state at a time.
const OPEN_STATES = [SubmissionState.new, SubmissionState.inProgress] as const;

/** Home's "My requests": the caller's open applications, newest first, with a 'no requests' text when there are none. */
export function MyRequestsSection() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const openApplication = useOpenApplication();
  const lists = useQueries({
    queries: OPEN_STATES.map((state) =>
      trpc.documentLists.applications.queryOptions({ state, page: 1, rowsPerPage: APPLICATIONS_PAGE_SIZE }),
    ),
  });

  const failed = lists.find((list) => list.isError);
  const isPending = lists.some((list) => list.isPending);
  const rows = lists
    .flatMap((list) => list.data?.items ?? [])
    .sort((a, b) => b.createDate.getTime() - a.createDate.getTime())
    .slice(0, APPLICATIONS_PAGE_SIZE);
  const total = lists.reduce((sum, list) => sum + (list.data?.pagination.totalRecords ?? 0), 0);

  return (
    <Stack gap="xs" component="section" aria-labelledby="home-my-requests">
      <Title order={2} id="home-my-requests">
        <Trans>My requests</Trans>
      </Title>
      {failed ? <QueryErrorAlert error={failed.error} /> : null}
      {!failed && isPending ? <LoadingBlock lines={2} /> : null}
      {!failed && !isPending && rows.length === 0 ? (
        <EmptyState>
          <Trans>You have no requests.</Trans>
        </EmptyState>
      ) : null}
      {!failed && !isPending && rows.length > 0 ? (
        <>
          <SubmissionTable label={t`My requests`} rows={rows} onOpen={openApplication} />
          {total > rows.length ? (
            <Anchor component={Link} to="/applications/my-applications" size="sm">
              <Trans>All my applications</Trans>
            </Anchor>
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}
