import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { cssVariablesResolver, theme } from '../app/theme';

function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </MantineProvider>
  );
}

/** One component with Mantine and lingui around it, for components that need no data or routes. */
export function renderWithProviders(ui: ReactNode) {
  return render(ui, { wrapper: Providers });
}
