import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/theme.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createRoutedQueryClient } from './app/routed-query-client';
import { AppProviders } from './app/providers';
import { routes } from './app/routes';
import { activateLanguage, storedLanguage } from './lib/i18n';
import { createTrpcClient } from './lib/trpc';

const router = createBrowserRouter(routes);
const queryClient = createRoutedQueryClient(() => router);
const trpcClient = createTrpcClient();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The first render waits for the language's catalog (its own chunk), so no message id ever shows. If it
// cannot be fetched the portal still starts: a blank page would tell the visitor even less.
void activateLanguage(storedLanguage())
  .catch((error: unknown) => console.error('The interface language could not be loaded', error))
  .finally(() =>
    createRoot(container).render(
      <StrictMode>
        <AppProviders queryClient={queryClient} trpcClient={trpcClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  );
