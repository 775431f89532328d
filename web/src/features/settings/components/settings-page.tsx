import { Trans } from '@lingui/react/macro';
import { SimpleGrid, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useCurrentUser } from '../../../lib/current-session';
import { LanguageCard } from './language-card';
import { NotificationsCard } from './notifications-card';
import { SecurityCard } from './security-card';
import { PageHeader } from '../../../components/page-header';

interface SettingsPageProps {
  /** The company card belongs to the companies feature; the app composes it in. */
  companyCard: ReactNode;
}

export function SettingsPage({ companyCard }: SettingsPageProps) {
  const user = useCurrentUser();
  return (
    <Stack gap="lg">
      <PageHeader title={<Trans>Settings</Trans>} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {companyCard}
        <LanguageCard />
        {/* Only the portal's own accounts have a password here; directory accounts change it elsewhere. */}
        {user.isInternal ? <SecurityCard /> : null}
        <NotificationsCard />
      </SimpleGrid>
    </Stack>
  );
}
