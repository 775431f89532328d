import {
  addMonths,
  ALL_STATES,
  APPLICATIONS_PAGE_SIZE,
  type DocumentListPage,
  FieldType,
  SUBSTITUTIONS_HOME_MONTHS_AHEAD,
  type SubmissionDetail,
  SubmissionState,
} from '@portal/shared';
import type { LightMyRequestResponse } from 'fastify';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextFor } from '../plugins/request-context';
import { demo } from '../testing/rest-client';
import { depsOf, openSession, startTestApp, TEST_REQUEST, type TestHarness, testEnv } from '../testing/test-app';
import { callerWithToken } from '../testing/test-caller';
import { createCaller } from './app-router';
import { businessToday } from './business-date';

// Issue #11: how many statements the database receives for the screens people open most, sent as
// the web client sends them (one tRPC batch per render, httpBatchLink in web/src/lib/trpc.ts). The
// counts are exact so that they cannot creep back unnoticed: a change that lowers one updates the
// number here; one that raises it fails with the statements listed. BEGIN and COMMIT are left out:
// PGlite opens its transactions past Kysely's log (on PostgreSQL, a list counted with dates or free
// text adds the two; home's lists are counted without a transaction).

type BatchCall = readonly [path: string, input: unknown];

let harness: TestHarness;
/** The statements received while recording (statementsOf), else null. */
let recording: string[] | null = null;
let tokens: { employee: string; manager: string };
let today: string;

beforeAll(async () => {
  harness = await startTestApp({
    onStatement: (event) => {
      if (!/^\s*(begin|commit|rollback)\b/i.test(event.query.sql)) recording?.push(event.query.sql);
    },
  });
  tokens = { employee: await openSession(harness, 'employee'), manager: await openSession(harness, 'manager') };
  today = businessToday({ now: harness.clock.now, env: testEnv() });
});
afterAll(() => harness?.close());

/** The URL httpBatchLink builds for a batch of queries: the paths joined by commas, the inputs by index. */
function batchUrl(calls: readonly BatchCall[]): string {
  const inputs = Object.fromEntries(calls.map(([, input], index) => [index, superjson.serialize(input)]));
  return `/trpc/${calls.map(([path]) => path).join(',')}?batch=1&input=${encodeURIComponent(JSON.stringify(inputs))}`;
}

/** Sends one batch as the signed-in web client does (its headers: web/src/lib/trpc.ts) and answers each call's data. */
async function sendBatch(token: string, calls: readonly BatchCall[]): Promise<unknown[]> {
  const response: LightMyRequestResponse = await harness.app.inject({
    method: 'GET',
    url: batchUrl(calls),
    headers: { authorization: `Bearer ${token}`, 'x-app-mode': 'stable', 'x-company-code': 'SV' },
  });
  expect(response.statusCode, response.body).toBe(200);
  const answers = response.json() as { result: { data: Parameters<typeof superjson.deserialize>[0] } }[];
  return answers.map((answer) => superjson.deserialize(answer.result.data));
}

/** What `work` sends to the database, statement by statement. */
async function statementsOf<T>(work: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  const statements: string[] = [];
  recording = statements;
  try {
    return { result: await work(), statements };
  } finally {
    recording = null;
  }
}

function listed(statements: readonly string[]): string {
  return statements.map((statement, index) => `${index + 1}. ${statement.replace(/\s+/g, ' ').slice(0, 240)}`).join('\n');
}

function expectStatements(statements: readonly string[], expected: number, screen: string) {
  expect(statements.length, `${screen}: ${statements.length} statements, ${expected} expected:\n${listed(statements)}`).toBe(expected);
}

/** The first batch of any page, behind the logo (web/src/app/startup-gate.tsx). */
const startupBatch: BatchCall[] = [
  ['sessions.preAuthSettings', undefined],
  ['users.me', undefined],
  ['sessions.siteSettings', undefined],
];

/**
 * Going home from another screen, as recorded from the built client in Chromium (scripts/bench/lib/
 * portal-screens.ts): the site settings, the messages sidebar, then one batch of home's four
 * sections and its summary (app/routes/home-route.tsx): the home batch of issue #11.
 */
function homeRequests(): BatchCall[][] {
  return [
    [['sessions.siteSettings', undefined]],
    [['messages.sidebar', undefined]],
    [
      ['documentLists.tasks', { state: ALL_STATES, hasAction: true, page: 1, rowsPerPage: APPLICATIONS_PAGE_SIZE }],
      ['documentLists.applications', { state: SubmissionState.new, page: 1, rowsPerPage: APPLICATIONS_PAGE_SIZE }],
      ['documentLists.applications', { state: SubmissionState.inProgress, page: 1, rowsPerPage: APPLICATIONS_PAGE_SIZE }],
      ['substitutions.dashboard', { dateFrom: today, dateTo: addMonths(today, SUBSTITUTIONS_HOME_MONTHS_AHEAD) }],
      ['home.summary', undefined],
    ],
  ];
}

/** The home batch alone. */
function homeBatch(): BatchCall[] {
  return homeRequests().at(-1)!;
}

// Field types whose read-only controls ask nothing of the server (forms/field-controls): the
// document below must have only these and the employee pickers, or its second batch is incomplete.
const QUIET_FIELD_TYPES = new Set<number>([
  FieldType.text,
  FieldType.textArea,
  FieldType.date,
  FieldType.checkbox,
  FieldType.dropdown,
  FieldType.annualLeaveCalculation,
  FieldType.annualLeaveBalance,
]);
const PICKER_FIELD_TYPES = new Set<number>([FieldType.employees, FieldType.substitutionEmployees]);

/**
 * What the document view asks once the document is there (features/documents/components/
 * document-view-page.tsx): each employee picker's chosen employee by number (use-employee-options.ts),
 * then the workflow plan and history (features/workflows/hooks/use-workflow-history.ts), and for an
 * approver the decision context (features/documents/components/decision-context-card.tsx).
 */
function documentFollowUpBatch(document: SubmissionDetail): BatchCall[] {
  const types = document.form.formData.map((field) => field.formMeta.type);
  expect(types.filter((type) => !QUIET_FIELD_TYPES.has(type) && !PICKER_FIELD_TYPES.has(type))).toEqual([]);
  const pickers = document.form.formData.filter((field) => PICKER_FIELD_TYPES.has(field.formMeta.type) && field.formValue !== '');
  return [
    ...pickers.map((field): BatchCall => [
      'formLookups.employeeMeta',
      { formId: field.formId, formDataId: field.id, employeeNo: field.formValue },
    ]),
    ['workflows.plan', { id: document.id }],
    ['workflows.executionLogs', { id: document.id }],
    // Beside the request, for whoever decides it now (the decision panel's context card).
    ...(document.canApprove || document.canReject ? [['documents.decisionContext', { id: document.id }] as BatchCall] : []),
  ];
}

describe('statements per screen (issue #11)', () => {
  // Exact counts of today per request, per demo user: the employee opens their annual leave under
  // approval, the manager the same document as their task. Issue #11 aims at 12 for the home batch
  // and 8 for opening a document. The home batch: the session, the viewer, the substitutions, the
  // lists' shared standing (the caller's grants, workflow participations and application forms, once
  // per request), then each list's count with its page in one statement and, when the page has rows,
  // the rows with their people in one more, and home's summary (balance cards, quick forms, upcoming
  // absences: home/home.repository.ts) in one (the employee has no task waiting: 10; the manager 11;
  // it was 22 and 24). Opening the document: the session, the viewer, the submission with the caller's
  // grants and participation, marking it viewed, the form with its fields and values, the people it
  // names and the workflow flags. Its second batch: the session, the form's picker fields, the
  // viewer, each picked employee, the submission's access, the plan, the history and the people the
  // history names (and the manager's team for the picker that offers it). For the manager, who decides
  // the document, the decision context (issue #12) adds seven: the active step's participants (who may
  // decide), the employee and their department, the document's leave days, the team's absences per day
  // in one statement, and the reserve (the employee's terms, the ERP's snapshot, the leave since it).
  const expected = {
    employee: { startup: 5, home: [2, 2, 10], document: [7, 9] },
    manager: { startup: 5, home: [2, 2, 11], document: [7, 17] },
  };

  for (const user of ['employee', 'manager'] as const) {
    it(`${user}: the startup batch, going home and opening a document from there`, async () => {
      const token = tokens[user];
      const startup = await statementsOf(() => sendBatch(token, startupBatch));
      expectStatements(startup.statements, expected[user].startup, `${user} startup`);

      let homeBatchAnswers: unknown[] = [];
      for (const [index, calls] of homeRequests().entries()) {
        const home = await statementsOf(() => sendBatch(token, calls));
        expectStatements(home.statements, expected[user].home[index]!, `${user} home, request ${index + 1}`);
        homeBatchAnswers = home.result;
      }

      const [tasks, , inProgress] = homeBatchAnswers as [DocumentListPage, DocumentListPage, DocumentListPage];
      const opened = (user === 'employee' ? inProgress : tasks).items[0];
      expect(opened?.state).toBe(SubmissionState.inProgress);

      const document = await statementsOf(() => sendBatch(token, [['documents.submission', { id: opened!.id }]]));
      expectStatements(document.statements, expected[user].document[0]!, `${user} opening document ${opened!.id}`);

      const detail = document.result[0] as SubmissionDetail;
      const followUp = await statementsOf(() => sendBatch(token, documentFollowUpBatch(detail)));
      expectStatements(followUp.statements, expected[user].document[1]!, `${user} document ${opened!.id}, second batch`);
    });
  }
});

describe('the viewer of a request (trpc/viewer.ts)', () => {
  /** The viewer's own lookup: the user's employee record with today's substitutions. */
  const isViewerLookup = (statement: string) => statement.includes('substituted_employee_nos');

  it("looks the user's employee record up once per batch, for that batch's user only", async () => {
    const alone = {
      employee: await sendBatch(tokens.employee, homeBatch()),
      manager: await sendBatch(tokens.manager, homeBatch()),
    };
    const together = await statementsOf(() =>
      Promise.all([sendBatch(tokens.employee, homeBatch()), sendBatch(tokens.manager, homeBatch())]),
    );
    expect(together.statements.filter(isViewerLookup)).toHaveLength(2);
    const [employee, manager] = together.result;
    expect(employee).toEqual(alone.employee);
    expect(manager).toEqual(alone.manager);
    // The two users' answers differ where their own records decide them.
    expect(employee![3]).not.toEqual(manager![3]);
    expect(employee![1]).not.toEqual(manager![1]);
  });

  it("looks the manager's team up once per batch, however many lookups check an employee against it", async () => {
    const isTeamLookup = (statement: string) => /with recursive "team"/.test(statement);
    const lookups: BatchCall[] = [
      ['formLookups.employeeManager', { employeeNo: demo.employee }],
      ['formLookups.employeeFunctionalManager', { employeeNo: demo.colleague }],
      ['formLookups.employeeMeta', { subordinateEmployees: true, employeeNo: demo.colleague }],
    ];
    const batch = await statementsOf(() => sendBatch(tokens.manager, lookups));
    expect(batch.statements.filter(isTeamLookup)).toHaveLength(1);
    // The same answers as each lookup sent alone.
    const alone = [];
    for (const call of lookups) alone.push(...(await sendBatch(tokens.manager, [call])));
    expect(batch.result).toEqual(alone);
    expect(alone[2]).toEqual([expect.objectContaining({ employeeNo: demo.colleague })]);
  });

  it('forgets it when the request ends: the next request of the same user looks it up again', async () => {
    const twice = await statementsOf(async () => {
      await sendBatch(tokens.employee, homeBatch());
      await sendBatch(tokens.employee, homeBatch());
    });
    expect(twice.statements.filter(isViewerLookup)).toHaveLength(2);
  });

  // Last: it decides a task, which changes the lists above.
  it('does not answer from before a mutation: a document decided within the request reads as it now is', async () => {
    const tasks = (await sendBatch(tokens.manager, homeBatch()))[0] as DocumentListPage;
    const id = tasks.items.at(-1)!.id;
    // One context for every call, as a batch has (createCaller with a context, not a factory of one).
    const request = await contextFor(depsOf(harness), {
      token: tokens.manager,
      request: { requestId: 'one-request', ...TEST_REQUEST },
      appMode: 'stable',
      requestedCompanyCode: null,
    });
    const caller = createCaller(request);
    const before = await caller.documents.submission({ id });
    expect(before.canApprove).toBe(true);
    await caller.workflows.approve({ id, comment: 'Pritariu.' });
    const after = await caller.documents.submission({ id });
    expect(after).toEqual(await callerWithToken(harness, tokens.manager).documents.submission({ id }));
    expect(after.version).toBeGreaterThan(before.version);
  });
});
