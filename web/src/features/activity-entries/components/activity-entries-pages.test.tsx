import { ErrorCode, type ActivityImportPreview, type ScheduleListItem, type Timesheet, WorkJobKind } from '@portal/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { aUser } from '../../../testing/fixtures';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';
import { type ProcedureMocks, trpcError } from '../../../testing/trpc-mock';
import { aWorkJob, workJobsServer } from '../../../testing/work-job-fixtures';

const planner = aUser({ id: 7, username: 'planner', workTimeAccessCompanies: ['SV'] });
const timesheet: Timesheet = {
  id: 5,
  code: 'ZIN-1',
  name: 'Gamybos žiniaraštis',
  scheduleId: 3,
  scheduleCode: 'GAM-1',
  scheduleName: 'Gamyba',
  archived: false,
  bcUpdatedAt: null,
  actions: ['view', 'edit'],
};

const schedule: ScheduleListItem = {
  id: 3,
  code: 'GAM-1',
  name: 'Gamyba',
  shiftGroupId: 2,
  shiftGroupCode: 'G',
  shiftGroupName: 'Gamybos pamainos',
  employeesCount: 12,
  archived: false,
  actions: ['view'],
};

function aPreview(overrides: Partial<ActivityImportPreview> = {}): ActivityImportPreview {
  return {
    jobId: 41,
    timesheetId: 5,
    year: 2030,
    month: 12,
    fileName: 'valandos.xlsx',
    isChecked: true,
    rowCount: 3,
    validCount: 3,
    errorCount: 0,
    isApplied: false,
    validRows: [
      { row: 2, employeeNo: 'SV0012', date: '2030-12-02', activityCode: 'FD', minutes: 480 },
      { row: 3, employeeNo: 'SV0012', date: '2030-12-03', activityCode: 'FD', minutes: 450 },
      { row: 4, employeeNo: 'SV0019', date: '2030-12-03', activityCode: 'DN', minutes: 120 },
    ],
    errors: [],
    page: 1,
    rowsPerPage: 20,
    ...overrides,
  };
}

/** The upload route answers the check job; the queue's jobs move on as the screen polls them. */
function importServer(preview: ActivityImportPreview) {
  const queue = workJobsServer();
  const uploads: { url: URL; size: number }[] = [];
  server.use(
    http.post('*/api/wtc-area/activity-entries/import', async ({ request }) => {
      const form = await request.formData();
      const file = form.get('file') as File;
      uploads.push({ url: new URL(request.url), size: file.size });
      const job = aWorkJob(41, { kind: WorkJobKind.activityImportValidation, rowsTotal: preview.rowCount });
      queue.jobs.set(41, { job, reads: 0 });
      return HttpResponse.json({ status: 'success', data: job, messages: [], pagination: null, validationErrors: null, substatus: null });
    }),
  );
  const procedures: ProcedureMocks = {
    ...queue.procedures,
    'users.me': () => planner,
    'timesheets.list': () => ({ items: [timesheet], pagination: { page: 1, rowsPerPage: 100, totalRecords: 1 }, canCreate: false }),
    'schedules.list': () => ({ items: [schedule], pagination: { page: 1, rowsPerPage: 100, totalRecords: 1 }, canCreate: false }),
    'activityEntries.importPreview': () => preview,
  };
  return { procedures, uploads, queue };
}

async function chooseAndCheck(app: ReturnType<typeof renderApp>) {
  await app.user.click(await screen.findByRole('combobox', { name: 'Žiniaraštis' }));
  await app.user.click(await screen.findByRole('option', { name: 'ZIN-1 · Gamybos žiniaraštis' }));
  const month = screen.getByLabelText(/Mėnuo/);
  await app.user.clear(month);
  await app.user.type(month, '2030-12');
  // Mantine's FileInput is a labelled button over a hidden file input: the file goes to the input.
  expect(screen.getByRole('button', { name: /Failas \(\.xlsx arba \.csv\)/ })).toBeInTheDocument();
  await app.user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, new File(['PK'], 'valandos.xlsx'));
  await app.user.click(screen.getByRole('button', { name: 'Tikrinti failą' }));
}

describe('the activity import screen', () => {
  it('uploads the file for the chosen timesheet and month, shows the check’s progress, then every error by row and column', async () => {
    const preview = aPreview({
      validCount: 2,
      errorCount: 2,
      validRows: aPreview().validRows.slice(0, 2),
      errors: [
        { row: 4, column: 'activityCode', code: ErrorCode.activityCodeUnknown },
        { row: 5, column: null, code: ErrorCode.importDuplicateRow, params: { row: 3 } },
      ],
    });
    const { procedures, uploads } = importServer(preview);
    const app = renderApp({ route: '/wtm-area/activity-entries/import', signedIn: true, procedures });
    expect(await screen.findByRole('heading', { name: 'Veiklų importas', level: 1 })).toBeInTheDocument();
    await chooseAndCheck(app);

    expect(await screen.findByRole('progressbar', { name: 'Eiga: Failas tikrinamas' })).toBeInTheDocument();
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(Object.fromEntries(uploads[0]!.url.searchParams)).toEqual({ timesheetId: '5', year: '2030', month: '12' });
    expect(uploads[0]!.size).toBe(2);

    const errors = await screen.findByRole('table', { name: 'Failo klaidos' }, { timeout: 5_000 });
    const rows = within(errors)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['4', 'Veiklos kodas', 'Tokio veiklos žymėjimo įmonėje nėra.'],
      ['5', 'Visa eilutė', 'Tas pats darbuotojas, data ir veiklos kodas jau yra 3 eilutėje.'],
    ]);
    expect(screen.getByText('Eilučių: 3. Teisingų: 2. Klaidų: 2.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Importuoti/ })).not.toBeInTheDocument();
    expect(app.callsOf('workJobs.start')).toHaveLength(0);
  });

  it('imports an error-free file on confirm and follows the write job to its end', async () => {
    const { procedures } = importServer(aPreview());
    const app = renderApp({ route: '/wtm-area/activity-entries/import', signedIn: true, procedures });
    await chooseAndCheck(app);
    const table = await screen.findByRole('table', { name: 'Teisingos eilutės' }, { timeout: 5_000 });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(screen.queryByRole('table', { name: 'Failo klaidos' })).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Importuoti įrašus (3)' }));
    await waitFor(() =>
      expect(app.callsOf('workJobs.start').map((call) => call.input)).toEqual([
        { kind: WorkJobKind.activityImport, input: { validationJobId: 41 } },
      ]),
    );
    expect(await screen.findByRole('progressbar', { name: 'Eiga: Įrašai rašomi' })).toBeInTheDocument();
    expect(await screen.findByText('Įrašai įrašyti į žiniaraštį.', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Atverti žiniaraščio mėnesį' })).toHaveAttribute(
      'href',
      '/wtm-area/timesheets/5/table?month=2030-12',
    );
  });

  it('takes a file dropped on the file field', async () => {
    const { procedures, uploads } = importServer(aPreview());
    const app = renderApp({ route: '/wtm-area/activity-entries/import', signedIn: true, procedures });
    await app.user.click(await screen.findByRole('combobox', { name: 'Žiniaraštis' }));
    await app.user.click(await screen.findByRole('option', { name: 'ZIN-1 · Gamybos žiniaraštis' }));
    const dropped = new File(['a;b'], 'nuvilkta.csv', { type: 'text/csv' });
    fireEvent.drop(screen.getByTestId('activity-file-drop'), { dataTransfer: { files: [dropped] } });
    expect(await screen.findByText('nuvilkta.csv')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Tikrinti failą' }));
    await waitFor(() => expect(uploads.map((upload) => upload.size)).toEqual([3]));
  });

  it('says why an upload was refused', async () => {
    const { procedures } = importServer(aPreview());
    server.use(
      http.post('*/api/wtc-area/activity-entries/import', () =>
        HttpResponse.json(
          {
            status: 'validation_error',
            data: null,
            messages: [ErrorCode.periodNotEditable],
            pagination: null,
            validationErrors: null,
            substatus: null,
          },
          { status: 409 },
        ),
      ),
    );
    const app = renderApp({ route: '/wtm-area/activity-entries/import', signedIn: true, procedures });
    await chooseAndCheck(app);
    expect(await screen.findByRole('alert')).toHaveTextContent('Šio laikotarpio keisti negalima');
  });
});

describe('the activity export screen', () => {
  it('starts the export of the timesheet’s range in the chosen format and offers the file when done', async () => {
    const { procedures } = importServer(aPreview());
    const app = renderApp({ route: '/wtm-area/activity-entries/export', signedIn: true, procedures });
    expect(await screen.findByRole('heading', { name: 'Veiklų eksportas', level: 1 })).toBeInTheDocument();
    await app.user.click(await screen.findByRole('combobox', { name: 'Žiniaraštis' }));
    await app.user.click(await screen.findByRole('option', { name: 'ZIN-1 · Gamybos žiniaraštis' }));
    for (const [label, value] of [
      [/Nuo/, '2030-12-01'],
      [/Iki/, '2030-12-31'],
    ] as const) {
      const input = screen.getByLabelText(label);
      await app.user.clear(input);
      await app.user.type(input, value);
    }
    await app.user.click(screen.getByText('CSV (.csv)'));
    await app.user.click(screen.getByRole('button', { name: 'Eksportuoti' }));
    await waitFor(() =>
      expect(app.callsOf('workJobs.start').map((call) => call.input)).toEqual([
        { kind: WorkJobKind.activityExport, input: { timesheetId: 5, from: '2030-12-01', to: '2030-12-31', format: 'csv' } },
      ]),
    );
    expect(await screen.findByRole('button', { name: /Atsisiųsti/ }, { timeout: 5_000 })).toBeInTheDocument();
  });

  it('refuses an end before the start without calling the server', async () => {
    const { procedures } = importServer(aPreview());
    const app = renderApp({ route: '/wtm-area/activity-entries/export', signedIn: true, procedures });
    await app.user.click(await screen.findByRole('combobox', { name: 'Žiniaraštis' }));
    await app.user.click(await screen.findByRole('option', { name: 'ZIN-1 · Gamybos žiniaraštis' }));
    const from = screen.getByLabelText(/Nuo/);
    await app.user.clear(from);
    await app.user.type(from, '2031-01-01');
    const to = screen.getByLabelText(/Iki/);
    await app.user.clear(to);
    await app.user.type(to, '2030-12-31');
    await app.user.click(screen.getByRole('button', { name: 'Eksportuoti' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(app.callsOf('workJobs.start')).toHaveLength(0);
  });

  it('exports by schedule when chosen: the schedule, not a timesheet, goes to the job', async () => {
    const { procedures } = importServer(aPreview());
    const app = renderApp({ route: '/wtm-area/activity-entries/export', signedIn: true, procedures });
    await app.user.click(await screen.findByText('Grafikas'));
    expect(screen.queryByRole('combobox', { name: 'Žiniaraštis' })).not.toBeInTheDocument();
    // Nothing chosen yet: the screen says so and calls nothing.
    await app.user.click(screen.getByRole('button', { name: 'Eksportuoti' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Pasirinkite grafiką.');
    await app.user.click(screen.getByRole('combobox', { name: 'Grafikas' }));
    await app.user.click(await screen.findByRole('option', { name: 'GAM-1 · Gamyba' }));
    for (const [label, value] of [
      [/Nuo/, '2030-12-01'],
      [/Iki/, '2030-12-31'],
    ] as const) {
      const input = screen.getByLabelText(label);
      await app.user.clear(input);
      await app.user.type(input, value);
    }
    await app.user.click(screen.getByRole('button', { name: 'Eksportuoti' }));
    await waitFor(() =>
      expect(app.callsOf('workJobs.start').map((call) => call.input)).toEqual([
        { kind: WorkJobKind.activityExport, input: { scheduleId: 3, from: '2030-12-01', to: '2030-12-31', format: 'xlsx' } },
      ]),
    );
    expect(await screen.findByRole('button', { name: /Atsisiųsti/ }, { timeout: 5_000 })).toBeInTheDocument();
  });

  it('shows the server’s refusal of a schedule the user may not export', async () => {
    const { procedures } = importServer(aPreview());
    const app = renderApp({
      route: '/wtm-area/activity-entries/export',
      signedIn: true,
      procedures: {
        ...procedures,
        'workJobs.start': () => Promise.reject(trpcError(ErrorCode.permissionDenied)),
      },
    });
    await app.user.click(await screen.findByText('Grafikas'));
    await app.user.click(screen.getByRole('combobox', { name: 'Grafikas' }));
    await app.user.click(await screen.findByRole('option', { name: 'GAM-1 · Gamyba' }));
    await app.user.click(screen.getByRole('button', { name: 'Eksportuoti' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Neturite teisių atlikti šio veiksmo.');
    expect(app.callsOf('workJobs.start').map((call) => call.input)).toEqual([
      { kind: WorkJobKind.activityExport, input: expect.objectContaining({ scheduleId: 3 }) },
    ]);
  });
});
