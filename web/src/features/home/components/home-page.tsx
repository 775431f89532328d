import { Trans } from '@lingui/react/macro';
import { Button, SimpleGrid, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadingBlock } from '../../../components/loading-block';
import { PageHeader } from '../../../components/page-header';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { SystemMessageBanner } from '../../../components/system-message-banner';
import { useCurrentUser, useSiteSettings } from '../../../lib/current-session';
import { useTRPC } from '../../../lib/trpc';
import { LeaveBalanceCards } from './leave-balance-cards';
import { QuickForms } from './quick-forms';
import { UpcomingAbsences } from './upcoming-absences';

interface HomePageProps {
  /** 'My tasks', shown only when there are tasks (the app composes the sections in). */
  tasks: ReactNode;
  /** 'My requests', with a 'no requests' text when there are none. */
  requests: ReactNode;
  /** 'I am substituted' and 'I am substituting' for today through 6 months ahead. */
  substitutions: ReactNode;
}

/**
 * Home (spec 1 §2, issue #12): the leave balance cards, tasks when there are any, the quick application
 * buttons beside the upcoming absences, then the requests and substitutions, whose tables take the
 * full width; one column on phones.
 */
export function HomePage({ tasks, requests, substitutions }: HomePageProps) {
  const user = useCurrentUser();
  const settings = useSiteSettings();
  const trpc = useTRPC();
  const summary = useQuery(trpc.home.summary.queryOptions());
  const name = user.employeeFullName;
  return (
    <Stack gap="lg">
      <PageHeader
        title={<Trans>Home</Trans>}
        subtitle={<Trans>Welcome, {name}!</Trans>}
        primaryAction={
          <Button component={Link} to="/applications/new-application" leftSection={<IconPlus size={18} aria-hidden />}>
            <Trans>New application</Trans>
          </Button>
        }
      />
      <SystemMessageBanner
        systemMessage={settings.systemMessage}
        systemMessageEn={settings.systemMessageEn}
        messageType={settings.messageType}
      />
      {summary.isError ? <QueryErrorAlert error={summary.error} /> : null}
      {summary.isPending ? <LoadingBlock lines={3} /> : null}
      {summary.data?.leave ? <LeaveBalanceCards leave={summary.data.leave} /> : null}
      {tasks}
      {summary.data ? (
        <SimpleGrid cols={{ base: 1, sm: summary.data.leave ? 2 : 1 }} spacing="lg">
          <QuickForms forms={summary.data.quickForms} />
          {summary.data.leave ? <UpcomingAbsences absences={summary.data.upcomingAbsences} /> : null}
        </SimpleGrid>
      ) : null}
      {requests}
      {substitutions}
    </Stack>
  );
}
