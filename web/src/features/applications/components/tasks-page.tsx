import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Stack, Switch } from '@mantine/core';
import { APPLICATIONS_PAGE_SIZE, SubmissionState, type StateFilter, TaskSortSchema } from '@portal/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { readStorage, StorageKey, writeStorage } from '../../../lib/storage';
import { useTRPC } from '../../../lib/trpc';
import { useOpenApplication } from '../hooks/use-open-application';
import { formIdFrom, pageFrom, stateFrom, withParams } from '../page-params';
import { SubmissionFilters } from './submission-filters';
import { SubmissionList } from './submission-list';
import type { TaskOrder } from './submission-table';

/** The address's value of the cancellation-requests filter when it is on. */
const ONLY = '1';

/** The order in the address: newest first unless a column was chosen. */
function orderFrom(params: URLSearchParams): TaskOrder {
  const sort = TaskSortSchema.safeParse(params.get('sort'));
  if (!sort.success) return { sort: 'createDate', direction: 'desc' };
  return { sort: sort.data, direction: params.get('direction') === 'desc' ? 'desc' : 'asc' };
}

/**
 * What waits for the caller: In Progress by default — cancellation requests included, marked as such —
 * the chosen state remembered in local storage (spec 1 §9 applications_tasks.state); a switch narrows
 * the list to cancellation requests. Unread tasks bold; overdue and due-soon tasks marked apart;
 * sortable by creation or deadline (on the server, across pages).
 */
export function TasksPage() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const openApplication = useOpenApplication();
  const [searchParams, setSearchParams] = useSearchParams();
  const [state, setState] = useState<StateFilter>(() => stateFrom(readStorage(StorageKey.tasksState), SubmissionState.inProgress));
  const formId = formIdFrom(searchParams.get('formId'));
  const page = pageFrom(searchParams.get('page'));
  const isCancellationsOnly = searchParams.get('cancellations') === ONLY;
  const order = orderFrom(searchParams);
  const isDefaultOrder = order.sort === 'createDate' && order.direction === 'desc';

  const list = useQuery({
    ...trpc.documentLists.tasks.queryOptions({
      state,
      ...(formId === undefined ? {} : { formId }),
      ...(isCancellationsOnly ? { cancellationRequests: true } : {}),
      ...(isDefaultOrder ? {} : { sort: order.sort, sortDirection: order.direction }),
      page,
      rowsPerPage: APPLICATIONS_PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
  });

  const changeState = (next: StateFilter) => {
    writeStorage(StorageKey.tasksState, next);
    setState(next);
    setSearchParams(withParams(searchParams, { page: undefined }));
  };

  const changeOrder = (next: TaskOrder) => {
    const isDefault = next.sort === 'createDate' && next.direction === 'desc';
    setSearchParams(
      withParams(searchParams, {
        sort: isDefault ? undefined : next.sort,
        direction: isDefault ? undefined : next.direction,
        page: undefined,
      }),
    );
  };

  return (
    <Stack gap="md">
      <PageHeader title={<Trans>Tasks</Trans>} />
      <Group gap="md" align="flex-end" wrap="wrap">
        <SubmissionFilters
          state={state}
          onStateChange={changeState}
          formId={formId}
          onFormChange={(next) => setSearchParams(withParams(searchParams, { formId: next, page: undefined }))}
          applicationFormsOnly={false}
        />
        <Switch
          label={t`Cancellation requests only`}
          checked={isCancellationsOnly}
          onChange={(event) =>
            setSearchParams(withParams(searchParams, { cancellations: event.currentTarget.checked ? ONLY : undefined, page: undefined }))
          }
          pb={8}
        />
      </Group>
      <SubmissionList
        query={list}
        page={page}
        onPageChange={(next) => setSearchParams(withParams(searchParams, { page: next === 1 ? undefined : next }))}
        label={t`Tasks`}
        pagerLabel={t`Task pages`}
        withTaskColumns
        marksUnread
        order={order}
        onOrderChange={changeOrder}
        onOpen={openApplication}
      />
    </Stack>
  );
}
