import { ErrorCode, type ListWorkJobsInput, type WorkJob } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aUser } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import type { ProcedureMocks } from '../../../testing/trpc-mock';
import { aWorkJob } from '../../../testing/work-job-fixtures';

const ROUTE = '/wtm-area/jobs';
const planner = aUser({ id: 7, username: 'planner', employeeFullName: 'Asta Kairienė', workTimeAccessCompanies: ['SV'] });

const jobs: WorkJob[] = [
  aWorkJob(5, { progressPercent: 50, rowsDone: 20, rowsTotal: 40, durationSeconds: 75 }),
  aWorkJob(4, {
    status: 'completed',
    progressPercent: 100,
    rowsDone: 40,
    finishedAt: '2026-11-22T09:30:00.000Z',
    durationSeconds: 12,
    resultFile: { fileName: 'GAM-1 2026-11.xlsx', contentType: 'application/vnd.ms-excel', size: 4000 },
    canCancel: false,
  }),
  aWorkJob(3, {
    kind: 'schedule_generation',
    status: 'error',
    errorKey: ErrorCode.periodNotEditable,
    durationSeconds: 3,
    rowsDone: 7,
    rowsTotal: 30,
    progressPercent: 23,
    canCancel: false,
  }),
  aWorkJob(2, {
    status: 'not_accepted',
    errorKey: ErrorCode.workJobAlreadyRunning,
    startedAt: null,
    durationSeconds: 0,
    canCancel: false,
    rowsTotal: null,
  }),
];

function jobsServer(list = jobs, overrides: ProcedureMocks = {}) {
  let current = list;
  return {
    'users.me': () => planner,
    'workJobs.list': (input: ListWorkJobsInput) => {
      const items = current.filter((job) => !input.status || job.status === input.status);
      return { items, pagination: { page: 1, rowsPerPage: 20, totalRecords: items.length } };
    },
    'workJobs.cancel': (input: { id: number | string }) => {
      current = current.map((job) => (job.id === Number(input.id) ? { ...job, cancelRequested: true, canCancel: false } : job));
      return current.find((job) => job.id === Number(input.id))!;
    },
    ...overrides,
  } as ProcedureMocks;
}

async function jobRows() {
  const table = await screen.findByRole('table', { name: 'Darbų eilė' });
  return within(table).getAllByRole('row').slice(1);
}

describe('the jobs screen', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-22T10:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lists the jobs with status, who started them, progress, duration, the file or the error, and Cancel on the running one', async () => {
    renderApp({ route: ROUTE, signedIn: true, procedures: jobsServer() });
    expect(await screen.findByRole('heading', { name: 'Darbų eilė', level: 1 })).toBeInTheDocument();
    const rows = await jobRows();
    const cells = rows.map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
    expect(cells[0]).toEqual([
      'Grafiko mėnesio eksportas į ExcelGAM-1 Gamyba · 2026-11',
      'Vykdoma',
      'planner',
      '50 % · 20 iš 40',
      '2026-11-22 11:58',
      '1 min 15 s',
      '—',
      'Atšaukti',
    ]);
    expect(cells[1]?.slice(1, 2)).toEqual(['Baigta']);
    expect(within(rows[1]!).getByRole('button', { name: 'GAM-1 2026-11.xlsx' })).toBeInTheDocument();
    expect(cells[2]?.[1]).toBe('Klaida');
    expect(cells[2]?.[6]).toBe('Šio laikotarpio keisti negalima: jis parengtas, patvirtintas arba užrakintas.');
    expect(cells[3]?.slice(1, 2)).toEqual(['Nepriimta']);
    expect(cells[3]?.[3]).toBe('—');
    expect(within(rows[0]!).getByRole('progressbar', { name: 'Užduoties 5 eiga' })).toHaveAttribute('aria-valuenow', '50');
  });

  it('cancels a running job after asking', async () => {
    const app = renderApp({ route: ROUTE, signedIn: true, procedures: jobsServer() });
    const rows = await jobRows();
    await app.user.click(within(rows[0]!).getByRole('button', { name: 'Atšaukti užduotį 5' }));
    const dialog = await screen.findByRole('dialog', { name: 'Atšaukti užduotį' });
    expect(app.callsOf('workJobs.cancel')).toHaveLength(0);
    await app.user.click(within(dialog).getByRole('button', { name: 'Atšaukti užduotį' }));
    await waitFor(() => expect(app.callsOf('workJobs.cancel').map((call) => call.input)).toEqual([{ id: 5 }]));
    await waitFor(() => expect(within(rows[0]!).queryByRole('button', { name: 'Atšaukti užduotį 5' })).not.toBeInTheDocument());
  });

  it('reads the list again while a job runs, and filters by status', async () => {
    const app = renderApp({ route: ROUTE, signedIn: true, procedures: jobsServer() });
    await jobRows();
    await waitFor(() => expect(app.callsOf('workJobs.list').length).toBeGreaterThan(1), { timeout: 4_000 });
    await app.user.click(screen.getByRole('combobox', { name: 'Būsena' }));
    await app.user.click(await screen.findByRole('option', { name: 'Klaida' }));
    await waitFor(() => expect(app.callsOf('workJobs.list').at(-1)?.input).toMatchObject({ status: 'error' }));
    expect(await jobRows()).toHaveLength(1);
  });

  it('says so when there is no job yet', async () => {
    renderApp({ route: ROUTE, signedIn: true, procedures: jobsServer([]) });
    expect(await screen.findByText(/Užduočių dar nėra/)).toBeInTheDocument();
  });
});
