import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Stack, Title } from '@mantine/core';
import { ALL_STATES, APPLICATIONS_PAGE_SIZE } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { useTRPC } from '../../../lib/trpc';
import { useOpenApplication } from '../hooks/use-open-application';
import { SubmissionTable } from './submission-table';

/** Home's "My tasks": what still awaits the caller (New or In Progress), shown only when there is something. */
export function MyTasksSection() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const openApplication = useOpenApplication();
  const tasks = useQuery(
    trpc.documentLists.tasks.queryOptions({ state: ALL_STATES, hasAction: true, page: 1, rowsPerPage: APPLICATIONS_PAGE_SIZE }),
  );

  if (tasks.isPending) return null;
  if (!tasks.isError && tasks.data.items.length === 0) return null;
  const total = tasks.data?.pagination.totalRecords ?? 0;
  return (
    <Stack gap="xs" component="section" aria-labelledby="home-my-tasks">
      <Title order={2} id="home-my-tasks">
        <Trans>My tasks</Trans>
      </Title>
      {tasks.isError ? (
        <QueryErrorAlert error={tasks.error} />
      ) : (
        <>
          <SubmissionTable label={t`My tasks`} rows={tasks.data.items} withTaskColumns marksUnread onOpen={openApplication} />
          {total > tasks.data.items.length ? (
            <Anchor component={Link} to="/applications/tasks" size="sm">
              <Trans>All tasks ({total})</Trans>
            </Anchor>
          ) : null}
        </>
      )}
    </Stack>
  );
}
