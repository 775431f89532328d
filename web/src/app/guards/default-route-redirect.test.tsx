import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aSiteSettings } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';

// The settings screen is the heaviest lazy chunk: its first transform in jsdom outlasts the 5 s default on a busy machine.
const SETTINGS_CHUNK_TIMEOUT_MS = 15_000;

const withDefaultRoute = (defaultRoute: string) => () => aSiteSettings({ employeeMenu: { ...aSiteSettings().employeeMenu, defaultRoute } });

describe('the default route', () => {
  it('opens the menu setting’s default route at the root address when its screen exists', async () => {
    const app = renderApp({ route: '/', signedIn: true, procedures: { 'sessions.siteSettings': withDefaultRoute('/settings') } });
    expect(
      await screen.findByRole('heading', { name: 'Nustatymai', level: 1 }, { timeout: SETTINGS_CHUNK_TIMEOUT_MS }),
    ).toBeInTheDocument();
    expect(app.pathname()).toBe('/settings');
  });

  it('opens home instead of a default route whose screen is not built', async () => {
    const app = renderApp({
      route: '/',
      signedIn: true,
      procedures: { 'sessions.siteSettings': withDefaultRoute('/my-team-area/contracts') },
    });
    expect(await screen.findByRole('heading', { name: 'Pradžia', level: 1 })).toBeInTheDocument();
    expect(app.pathname()).toBe('/home');
  });

  it('sends a signed-in visitor of the sign-in page home when the default route has no screen', async () => {
    const app = renderApp({
      route: '/sign-in',
      signedIn: true,
      procedures: { 'sessions.siteSettings': withDefaultRoute('/objectives-area/objectives') },
    });
    expect(await screen.findByRole('heading', { name: 'Pradžia', level: 1 })).toBeInTheDocument();
    expect(app.pathname()).toBe('/home');
  });
});
