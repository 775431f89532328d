import { Trans, useLingui } from '@lingui/react/macro';
import { AppShell, Badge, Burger, Group, ScrollArea, Text } from '@mantine/core';
import { useDisclosure, useReducedMotion } from '@mantine/hooks';
import { type MouseEvent, Suspense } from 'react';
import { Outlet } from 'react-router';
import { lazyDialog } from '../../components/lazy-parts';
import { LoadingScreen } from '../../components/loading-screen';
import { Logo } from '../../components/logo';
import { CompanyButton } from '../../features/companies/components/company-button';
import { MessagesButton } from '../../features/messages/components/messages-button';
import { MainMenu } from '../../features/navigation/components/main-menu';
import { useIsPhone } from '../../features/navigation/hooks/use-is-phone';
import { storedAppMode } from '../../lib/app-mode';
import { useCurrentUser, useSiteSettings } from '../../lib/current-session';
import { hasScreen } from '../screen-routes';
import { EnvironmentChip } from './environment-chip';
import classes from './main-layout.module.css';
import { NavbarFooter } from './navbar-footer';
import { UserMenu } from './user-menu';

// Fetched when first opened, with its drawer: every screen has the layout, few visits open the messages
// (the button's badge polls the same query, so nothing is fetched later than before).
const MessagesDrawer = lazyDialog(
  () => import('../../features/messages/components/messages-drawer').then((module) => module.MessagesDrawer),
  (props) => props.opened,
);

const MAIN_CONTENT_ID = 'main-content';
const NAVBAR_ID = 'main-menu';

/** Moves focus past the header and the menu (the link's own jump would also rewrite the address's hash). */
function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  document.getElementById(MAIN_CONTENT_ID)?.focus();
}

/**
 * The signed-in frame (spec 1 §2): a skip link, the top bar, the 300 px left menu (the burger drawer on
 * phones), the page, the right messages drawer. The menu is the only navigation: no section tab row.
 */
export function MainLayout() {
  const { t } = useLingui();
  const user = useCurrentUser();
  const settings = useSiteSettings();
  const [isMobileNavbarOpen, mobileNavbar] = useDisclosure(false);
  const [isDesktopNavbarOpen, desktopNavbar] = useDisclosure(true);
  const [isMessagesOpen, messagesDrawer] = useDisclosure(false);
  const isPhone = useIsPhone();
  // A closed navbar is only moved off screen: inert keeps its links out of the Tab order and the reading order.
  const isNavbarOpen = isPhone ? isMobileNavbarOpen : isDesktopNavbarOpen;
  // The theme's respectReducedMotion does not reach AppShell's CSS transitions: with reduced motion the
  // menu and the page jump into place instead of sliding (for 200 ms the page was wider than the screen).
  const reducesMotion = useReducedMotion();

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 300, breakpoint: 'sm', collapsed: { mobile: !isMobileNavbarOpen, desktop: !isDesktopNavbarOpen } }}
      padding="md"
      transitionDuration={reducesMotion ? 0 : undefined}
    >
      <a href={`#${MAIN_CONTENT_ID}`} className={classes.skipLink} onClick={skipToContent}>
        <Trans>Skip to content</Trans>
      </a>
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={isMobileNavbarOpen}
              onClick={mobileNavbar.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t`Toggle menu`}
              aria-expanded={isMobileNavbarOpen}
              aria-controls={NAVBAR_ID}
            />
            <Burger
              opened={isDesktopNavbarOpen}
              onClick={desktopNavbar.toggle}
              visibleFrom="sm"
              size="sm"
              aria-label={t`Toggle menu`}
              aria-expanded={isDesktopNavbarOpen}
              aria-controls={NAVBAR_ID}
            />
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

      <AppShell.Navbar id={NAVBAR_ID} p="sm" aria-label={t`Main menu`} inert={!isNavbarOpen}>
        <AppShell.Section mb="sm">
          <CompanyButton companyCode={user.currentCompanyCode} companyName={user.currentCompanyName} />
        </AppShell.Section>
        <AppShell.Section grow component={ScrollArea} mx="-sm" px="sm">
          <MainMenu hasScreen={hasScreen} onNavigate={mobileNavbar.close} />
        </AppShell.Section>
        <AppShell.Section pt="sm">
          <NavbarFooter version={settings.version} />
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>

      <MessagesDrawer opened={isMessagesOpen} onClose={messagesDrawer.close} />
    </AppShell>
  );
}
