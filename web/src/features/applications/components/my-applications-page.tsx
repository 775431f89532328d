import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack } from '@mantine/core';
import { ALL_STATES, APPLICATIONS_PAGE_SIZE, type StateFilter } from '@portal/shared';
import { IconPlus } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTRPC } from '../../../lib/trpc';
import { useOpenApplication } from '../hooks/use-open-application';
import { formIdFrom, pageFrom, stateFrom, withParams } from '../page-params';
import { SubmissionFilters } from './submission-filters';
import { SubmissionList } from './submission-list';
import { PageHeader } from '../../../components/page-header';

/** The caller's applications, every state by default, ten a page; a row opens the application. */
export function MyApplicationsPage() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const openApplication = useOpenApplication();
  const [searchParams, setSearchParams] = useSearchParams();
  const state = stateFrom(searchParams.get('state'));
  const formId = formIdFrom(searchParams.get('formId'));
  const page = pageFrom(searchParams.get('page'));

  const list = useQuery({
    ...trpc.documentLists.applications.queryOptions({
      state,
      ...(formId === undefined ? {} : { formId }),
      page,
      rowsPerPage: APPLICATIONS_PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
  });

  // A changed filter starts again from the first page.
  const filterBy = (values: { state?: StateFilter; formId?: number | undefined }) => {
    const next = { state: values.state ?? state, formId: 'formId' in values ? values.formId : formId };
    setSearchParams(
      withParams(searchParams, { state: next.state === ALL_STATES ? undefined : next.state, formId: next.formId, page: undefined }),
    );
  };

  return (
    <Stack gap="md">
      <PageHeader
        title={<Trans>My applications</Trans>}
        primaryAction={
          <Button component={Link} to="/applications/new-application" leftSection={<IconPlus size={16} aria-hidden />}>
            <Trans>New application</Trans>
          </Button>
        }
      />
      <SubmissionFilters
        state={state}
        onStateChange={(next) => filterBy({ state: next })}
        formId={formId}
        onFormChange={(next) => filterBy({ formId: next })}
        applicationFormsOnly
      />
      <SubmissionList
        query={list}
        page={page}
        onPageChange={(next) => setSearchParams(withParams(searchParams, { page: next === 1 ? undefined : next }))}
        label={t`My applications`}
        pagerLabel={t`Application pages`}
        onOpen={openApplication}
      />
    </Stack>
  );
}
