// The screens a person opens, as the web client asks for them: each screen is the tRPC requests its
// page sends, in the order it sends them (recorded from the built client in Chromium: the home screen
// asks for the site settings, then the messages sidebar, then one batch of its four sections).
import { createRequire } from 'node:module';
import type SuperJSON from 'superjson';

export const superjson = createRequire(new URL('../../../server/package.json', import.meta.url))('superjson') as typeof SuperJSON;

export interface ProcedureCall {
  path: string;
  input?: unknown;
}

/** The URL of a tRPC GET batch, as httpBatchLink writes it (superjson-encoded inputs). */
export function batchUrl(calls: ProcedureCall[]): string {
  const inputs = Object.fromEntries(calls.map((call, index) => [index, superjson.serialize(call.input)]));
  return `/trpc/${calls.map((call) => call.path).join(',')}?batch=1&input=${encodeURIComponent(JSON.stringify(inputs))}`;
}

/** What a screen needs to know about its user: today, and a document they may open. */
export interface ScreenUser {
  today: string;
  inSixMonths: string;
  documentId: number | null;
  searchWord: string;
}

export interface Screen {
  name: string;
  requests: (user: ScreenUser) => ProcedureCall[][];
}

const firstPage = { page: 1, rowsPerPage: 10 };
const documentsPage = { page: 1, rowsPerPage: 20, sort: 444, sortDirection: 'desc' };

export const screens: Screen[] = [
  {
    name: 'home',
    requests: (user) => [
      [{ path: 'sessions.siteSettings' }],
      [{ path: 'messages.sidebar' }],
      [
        { path: 'documentLists.tasks', input: { state: 'All', hasAction: true, ...firstPage } },
        { path: 'documentLists.applications', input: { state: 'New', ...firstPage } },
        { path: 'documentLists.applications', input: { state: 'InProgress', ...firstPage } },
        { path: 'substitutions.dashboard', input: { dateFrom: user.today, dateTo: user.inSixMonths } },
      ],
    ],
  },
  { name: 'messages', requests: () => [[{ path: 'messages.list', input: firstPage }]] },
  { name: 'absences', requests: () => [[{ path: 'absences.current', input: firstPage }]] },
  {
    name: 'documents menu',
    requests: () => [
      [
        { path: 'documents.formGroupMenu', input: {} },
        { path: 'documentLists.formSettings', input: { id: 0 } },
      ],
      [{ path: 'documentLists.search', input: documentsPage }],
    ],
  },
  { name: 'search', requests: (user) => [[{ path: 'documentLists.search', input: { ...documentsPage, searchQuery: user.searchWord } }]] },
  {
    name: 'open a document',
    requests: (user) =>
      user.documentId === null
        ? []
        : [
            [{ path: 'documents.submission', input: { id: user.documentId } }],
            [
              { path: 'workflows.plan', input: { id: user.documentId } },
              { path: 'workflows.executionLogs', input: { id: user.documentId } },
            ],
          ],
  },
];
