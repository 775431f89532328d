import { Trans, useLingui } from '@lingui/react/macro';
import { AppShell, Badge, Burger, Group, ScrollArea, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LoadingScreen } from '../../components/loading-screen';
import { Logo } from '../../components/logo';
import { CompanyButton } from '../../features/companies/components/company-button';
import { MessagesButton } from '../../features/messages/components/messages-button';
import { MessagesDrawer } from '../../features/messages/components/messages-drawer';
import { MainMenu } from '../../features/navigation/components/main-menu';
import { SectionTabs } from '../../features/navigation/components/section-tabs';
import { storedAppMode } from '../../lib/app-mode';
import { useCurrentUser, useSiteSettings } from '../../lib/current-session';
import { EnvironmentChip } from './environment-chip';
import { NavbarFooter } from './navbar-footer';
import { UserMenu } from './user-menu';

/** The signed-in frame (spec 1 §2): top bar, 300 px left drawer with the menu, tabs, right messages drawer. */
export function MainLayout() {
  const { t } = useLingui();
  const user = useCurrentUser();
  const settings = useSiteSettings();
  const [isMobileNavbarOpen, mobileNavbar] = useDisclosure(false);
  const [isDesktopNavbarOpen, desktopNavbar] = useDisclosure(true);
  const [isMessagesOpen, messagesDrawer] = useDisclosure(false);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 300, breakpoint: 'sm', collapsed: { mobile: !isMobileNavbarOpen, desktop: !isDesktopNavbarOpen } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={isMobileNavbarOpen} onClick={mobileNavbar.toggle} hiddenFrom="sm" size="sm" aria-label={t`Toggle menu`} />
            <Burger opened={isDesktopNavbarOpen} onClick={desktopNavbar.toggle} visibleFrom="sm" size="sm" aria-label={t`Toggle menu`} />
            <Logo size={32} />
            <Text fw={700} size="lg" visibleFrom="xs">
              <Trans>Portal</Trans>
            </Text>
            <EnvironmentChip environmentName={settings.environmentName} environmentColor={settings.environmentColor} />
            {storedAppMode() === 'beta' ? (
              <Badge color="red" variant="filled">
                <Trans>Beta</Trans>
              </Badge>
            ) : null}
          </Group>
          <Group gap="xs" wrap="nowrap">
            <MessagesButton onClick={messagesDrawer.open} />
            <UserMenu fullName={user.employeeFullName} />
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="sm" aria-label={t`Main menu`}>
        <AppShell.Section mb="sm">
          <CompanyButton companyCode={user.currentCompanyCode} companyName={user.currentCompanyName} />
        </AppShell.Section>
        <AppShell.Section grow component={ScrollArea} mx="-sm" px="sm">
          <MainMenu onNavigate={mobileNavbar.close} />
        </AppShell.Section>
        <AppShell.Section pt="sm">
          <NavbarFooter version={settings.version} />
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main>
        <SectionTabs />
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>

      <MessagesDrawer opened={isMessagesOpen} onClose={messagesDrawer.close} />
    </AppShell>
  );
}
