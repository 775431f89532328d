import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type TrpcClient, TRPCProvider } from '../lib/trpc';
import { cssVariablesResolver, theme } from './theme';

interface AppProvidersProps {
  queryClient: QueryClient;
  trpcClient: TrpcClient;
  /** 'test' turns off Mantine's transitions and portals for component tests. */
  env?: 'default' | 'test';
  children: ReactNode;
}

export function AppProviders({ queryClient, trpcClient, env = 'default', children }: AppProvidersProps) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light" env={env}>
      <I18nProvider i18n={i18n}>
        <Notifications position="top-right" limit={5} />
        <QueryClientProvider client={queryClient}>
          <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
            {children}
          </TRPCProvider>
        </QueryClientProvider>
      </I18nProvider>
    </MantineProvider>
  );
}
