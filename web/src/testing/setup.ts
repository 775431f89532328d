import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import 'dayjs/locale/lt';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { activateLanguage, applyWordingOverrides, provideCatalogs } from '../lib/i18n';
import { messages as enMessages } from '../locales/en/messages.po';
import { messages as ltMessages } from '../locales/lt/messages.po';
import { messages as enAdminMessages } from '../locales/en/admin.po';
import { messages as ltAdminMessages } from '../locales/lt/admin.po';
import { server } from './msw-server';
import { unexpectedProcedures } from './trpc-mock';

// What jsdom lacks and Mantine uses (https://mantine.dev/guides/vitest).
const { getComputedStyle } = window;
window.getComputedStyle = (element) => getComputedStyle(element);
window.HTMLElement.prototype.scrollIntoView = () => {};
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;

// The portal fetches a language's catalog (and dayjs's locale) when it is first used; tests have both
// at hand, so that a render or a switch of language takes effect at once.
provideCatalogs({ lt: ltMessages, en: enMessages }, { admin: { lt: ltAdminMessages, en: enAdminMessages } });

// Routes load lazily: on a busy 2-core CI machine the first render of a page can take over the
// default 1 s that findBy*/waitFor allow, so give them more room (a real failure still fails).
configure({ asyncUtilTimeout: 5_000 });

// Any request no handler answers is an error: a test must state every call it expects.
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));

beforeEach(() => {
  // Every test starts in Lithuanian, without administrators' rewording left by an earlier test.
  applyWordingOverrides('lt', {});
  applyWordingOverrides('en', {});
  activateLanguage('lt');
});

afterEach(() => {
  cleanup();
  server.resetHandlers();
  window.localStorage.clear();
  window.sessionStorage.clear();
  notifications.clean();
  const unexpected = unexpectedProcedures.splice(0);
  if (unexpected.length > 0) throw new Error(`The test called procedures it did not mock: ${unexpected.join(', ')}`);
});

afterAll(() => server.close());
