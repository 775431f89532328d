import { Trans, useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import { APPLICATIONS_PAGE_SIZE, SubmissionState, type StateFilter } from '@portal/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { readStorage, StorageKey, writeStorage } from '../../../lib/storage';
import { useTRPC } from '../../../lib/trpc';
import { useOpenApplication } from '../hooks/use-open-application';
import { formIdFrom, pageFrom, stateFrom, withParams } from '../page-params';
import { SubmissionFilters } from './submission-filters';
import { SubmissionList } from './submission-list';
import { PageHeader } from '../../../components/page-header';

/**
 * What waits for the caller: In Progress by default, the chosen state remembered in local storage
 * (spec 1 §9 applications_tasks.state); unread tasks bold, near-deadline ones bold red.
 */
export function TasksPage() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const openApplication = useOpenApplication();
  const [searchParams, setSearchParams] = useSearchParams();
  const [state, setState] = useState<StateFilter>(() => stateFrom(readStorage(StorageKey.tasksState), SubmissionState.inProgress));
  const formId = formIdFrom(searchParams.get('formId'));
  const page = pageFrom(searchParams.get('page'));

  const list = useQuery({
    ...trpc.documentLists.tasks.queryOptions({
      state,
      ...(formId === undefined ? {} : { formId }),
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

  return (
    <Stack gap="md">
      <PageHeader title={<Trans>Tasks</Trans>} />
      <SubmissionFilters
        state={state}
        onStateChange={changeState}
        formId={formId}
        onFormChange={(next) => setSearchParams(withParams(searchParams, { formId: next, page: undefined }))}
        applicationFormsOnly={false}
      />
      <SubmissionList
        query={list}
        page={page}
        onPageChange={(next) => setSearchParams(withParams(searchParams, { page: next === 1 ? undefined : next }))}
        label={t`Tasks`}
        pagerLabel={t`Task pages`}
        withTaskColumns
        marksUnread
        onOpen={openApplication}
      />
    </Stack>
  );
}
