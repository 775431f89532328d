import type { Payslip, PayslipHistoryItem } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../lib/i18n';
import { renderApp } from '../../../testing/render-app';
import { type ProcedureMocks, trpcError } from '../../../testing/trpc-mock';

const periodOf = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;

function aPayslip(year: number, month: number): Payslip {
  const period = periodOf(year, month);
  return {
    employeeNo: 'E0007',
    year,
    month,
    period,
    periodFrom: `${period}-01`,
    periodTo: `${period}-28`,
    totalIncome: 2345.6,
    totalDeducted: 512.05,
    netPay: 1833.55,
    lines: [
      {
        no: 1,
        year,
        month,
        code: 'ATL',
        codeName: 'Darbo užmokestis',
        codeNameEn: 'Salary',
        type: 'PE',
        description: `Atlyginimas ${period}`,
        income: 2345.6,
        deducted: 0,
        workHours: 168,
        workDays: 21,
      },
      {
        no: 2,
        year,
        month,
        code: 'GPM',
        codeName: 'Gyventojų pajamų mokestis',
        codeNameEn: 'Personal income tax',
        type: 'PE',
        description: 'Gyventojų pajamų mokestis',
        income: 0,
        deducted: 512.05,
        workHours: 0,
        workDays: 0,
      },
      {
        no: 3,
        year,
        month,
        code: 'EOINFO',
        // Not in the ERP's code classifier: the line's own description names it.
        codeName: null,
        codeNameEn: null,
        type: 'AE',
        description: 'Darbdavio įmokos',
        income: 41.05,
        deducted: 0,
        workHours: 0,
        workDays: 0,
      },
      {
        no: 4,
        year,
        month,
        code: 'TOT',
        codeName: 'Iš viso',
        codeNameEn: 'Total',
        type: 'AE',
        description: 'Iš viso',
        income: 2345.6,
        deducted: 512.05,
        workHours: 168,
        workDays: 21,
      },
    ],
  };
}

/** `count` months back from October 2026, newest first. */
function months(count: number): PayslipHistoryItem[] {
  return Array.from({ length: count }, (_, index) => {
    const monthIndex = 2026 * 12 + 9 - index;
    const { lines: _lines, employeeNo: _employeeNo, ...item } = aPayslip(Math.floor(monthIndex / 12), (monthIndex % 12) + 1);
    return item;
  });
}

function procedures(history: PayslipHistoryItem[]): ProcedureMocks {
  return {
    'payslips.get': (input) => (input.year && input.month ? aPayslip(Number(input.year), Number(input.month)) : aPayslip(2026, 10)),
    'payslips.history': (input) => {
      const page = Number(input.page ?? 1);
      const rowsPerPage = Number(input.rowsPerPage ?? 12);
      return {
        items: history.slice((page - 1) * rowsPerPage, page * rowsPerPage),
        pagination: { page, rowsPerPage, totalRecords: history.length },
      };
    },
  };
}

describe('payslips', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-22T10:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the latest month in full with euro amounts in Lithuanian', async () => {
    renderApp({ route: '/personal-info/payslips', signedIn: true, procedures: procedures(months(3)) });
    expect(await screen.findByRole('heading', { name: 'Algalapiai' })).toBeInTheDocument();
    const latest = await screen.findByRole('table', { name: 'Algalapis: 2026 m. spalis' });
    expect(within(latest).getByRole('row', { name: /ATL/ })).toHaveTextContent(/2\s345,60\s€/);
    expect(within(latest).getByRole('row', { name: /Išmokėti/ })).toHaveTextContent(/1\s833,55\s€/);
    expect(within(latest).getByRole('row', { name: /ATL/ })).toHaveTextContent('168,00');
  });

  it("names each line by its code's name in Lithuanian, with the line's own text beneath when it says more, and states the total once", async () => {
    renderApp({ route: '/personal-info/payslips', signedIn: true, procedures: procedures(months(3)) });
    const latest = await screen.findByRole('table', { name: 'Algalapis: 2026 m. spalis' });
    expect(within(latest).getByRole('row', { name: /ATL/ })).toHaveTextContent('Darbo užmokestisAtlyginimas 2026-10');
    expect(within(latest).getByRole('row', { name: /GPM/ })).toHaveTextContent('Gyventojų pajamų mokestis');
    expect(within(latest).getByRole('row', { name: /EOINFO/ })).toHaveTextContent('Darbdavio įmokos');
    // The ERP's TOT line is not listed beside the payslip's own total.
    expect(within(latest).queryByRole('row', { name: /TOT/ })).not.toBeInTheDocument();
    expect(within(latest).getAllByRole('row', { name: /Iš viso/ })).toHaveLength(1);
    expect(within(latest).getByRole('row', { name: /Iš viso/ })).toHaveTextContent(/2\s345,60\s€/);
  });

  it('names the lines in English in English, falling back to what the ERP wrote', async () => {
    activateLanguage('en');
    renderApp({ route: '/personal-info/payslips', signedIn: true, procedures: procedures(months(3)) });
    const latest = await screen.findByRole('table', { name: 'Payslip for October 2026' });
    expect(within(latest).getByRole('row', { name: /ATL/ })).toHaveTextContent(/^ATLSalary/);
    expect(within(latest).getByRole('row', { name: /GPM/ })).toHaveTextContent('Personal income tax');
    expect(within(latest).getByRole('row', { name: /EOINFO/ })).toHaveTextContent('Darbdavio įmokos');
    expect(within(latest).getAllByRole('row', { name: /Total/ })).toHaveLength(1);
  });

  it('formats money the English way in English', async () => {
    activateLanguage('en');
    renderApp({ route: '/personal-info/payslips', signedIn: true, procedures: procedures(months(3)) });
    const latest = await screen.findByRole('table', { name: 'Payslip for October 2026' });
    expect(within(latest).getByRole('row', { name: /ATL/ })).toHaveTextContent('€2,345.60');
    expect(within(latest).getByRole('row', { name: /Net pay/ })).toHaveTextContent('€1,833.55');
  });

  it('hides the pager when the history fits on one page', async () => {
    renderApp({ route: '/personal-info/payslips', signedIn: true, procedures: procedures(months(12)) });
    expect(await screen.findByRole('button', { name: /2025 m. lapkritis/ })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^\d{4} m\. / })).toHaveLength(12);
    expect(screen.queryByRole('navigation', { name: 'Algalapių istorijos puslapiai' })).not.toBeInTheDocument();
  });

  it('pages the history by 12 with at most 6 page links', async () => {
    const app = renderApp({ route: '/personal-info/payslips', signedIn: true, procedures: procedures(months(120)) });
    const pager = await screen.findByRole('navigation', { name: 'Algalapių istorijos puslapiai' });
    expect(
      within(pager)
        .getAllByRole('button', { name: /puslapis$/ })
        .filter((button) => /^\d+$/.test(button.textContent ?? '')),
    ).toHaveLength(6);
    expect(within(pager).getByRole('button', { name: '1 puslapis' })).toHaveAttribute('aria-current', 'page');

    await app.user.click(within(pager).getByRole('button', { name: '5 puslapis' }));
    expect(await screen.findByRole('button', { name: /2022 m. spalis/ })).toBeInTheDocument();
    expect(app.callsOf('payslips.history').at(-1)?.input).toEqual({ employeeNo: 'E0007', page: 5, rowsPerPage: 12 });
    const links = within(pager)
      .getAllByRole('button')
      .map((button) => button.textContent)
      .filter((text) => /^\d+$/.test(text ?? ''));
    expect(links).toEqual(['3', '4', '5', '6', '7', '8']);
  });

  it('loads a month’s payslip when its item is first opened, and only once', async () => {
    const app = renderApp({ route: '/personal-info/payslips', signedIn: true, procedures: procedures(months(14)) });
    const older = await screen.findByRole('button', { name: /2025 m. gruodis/ });
    const monthCalls = () => app.callsOf('payslips.get').filter((call) => (call.input as { year?: number }).year !== undefined);
    expect(monthCalls()).toHaveLength(0);

    await app.user.click(older);
    expect(await screen.findByRole('table', { name: 'Algalapis: 2025 m. gruodis' })).toHaveTextContent('Atlyginimas 2025-12');
    expect(monthCalls().map((call) => call.input)).toEqual([{ employeeNo: 'E0007', year: 2025, month: 12 }]);

    await app.user.click(older);
    await app.user.click(older);
    await waitFor(() => expect(older).toHaveAttribute('aria-expanded', 'true'));
    expect(monthCalls()).toHaveLength(1);

    // One month is open at a time.
    const newer = screen.getByRole('button', { name: /2026 m. sausis/ });
    await app.user.click(newer);
    expect(await screen.findByRole('table', { name: 'Algalapis: 2026 m. sausis' })).toBeVisible();
    expect(newer).toHaveAttribute('aria-expanded', 'true');
    expect(older).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('table', { name: 'Algalapis: 2025 m. gruodis', hidden: true })).not.toBeVisible();
  });

  it('dims the informational lines that do not count in the totals', async () => {
    renderApp({ route: '/personal-info/payslips', signedIn: true, procedures: procedures(months(3)) });
    const latest = await screen.findByRole('table', { name: 'Algalapis: 2026 m. spalis' });
    expect(within(latest).getByRole('row', { name: /EOINFO/ })).toHaveAttribute('data-muted');
    expect(within(latest).getByRole('row', { name: /ATL/ })).not.toHaveAttribute('data-muted');
  });

  it('says so when there are no payslips', async () => {
    renderApp({
      route: '/personal-info/payslips',
      signedIn: true,
      procedures: {
        'payslips.get': () => null,
        'payslips.history': () => ({ items: [], pagination: { page: 1, rowsPerPage: 12, totalRecords: 0 } }),
      },
    });
    await screen.findByRole('heading', { name: 'Naujausias algalapis' });
    await waitFor(() => expect(screen.getAllByText('Algalapių dar nėra.')).toHaveLength(2));
    expect(screen.queryByRole('navigation', { name: 'Algalapių istorijos puslapiai' })).not.toBeInTheDocument();
  });

  it('shows a loading state, then the server’s refusal translated', async () => {
    let refuse: (() => void) | undefined;
    renderApp({
      route: '/personal-info/payslips',
      signedIn: true,
      procedures: {
        'payslips.get': () =>
          new Promise((_, reject) => (refuse = () => reject(trpcError('NOT_FOUND', 'errors.record_with_id_does_not_exist')))),
        'payslips.history': () => ({ items: [], pagination: { page: 1, rowsPerPage: 12, totalRecords: 0 } }),
      },
    });
    expect(await screen.findAllByRole('status')).not.toHaveLength(0);
    await waitFor(() => expect(refuse).toBeDefined());
    refuse!();
    expect(await screen.findByRole('alert')).toHaveTextContent('Tokio įrašo nėra.');
  });
});

describe('payslips on a phone', () => {
  const matchMedia = vi.mocked(window.matchMedia);
  const usual = matchMedia.getMockImplementation();
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-22T10:00:00Z') });
    // Below the sm breakpoint every max-width query matches.
    matchMedia.mockImplementation((query: string) => ({ ...usual!(query), matches: query.includes('max-width') }));
  });
  afterEach(() => {
    vi.useRealTimers();
    if (usual) matchMedia.mockImplementation(usual);
  });

  it('shows the latest payslip as its net pay and totals, and its lines grouped on request', async () => {
    const app = renderApp({ route: '/personal-info/payslips', signedIn: true, procedures: procedures(months(3)) });
    const latest = (await screen.findByRole('heading', { name: 'Naujausias algalapis: 2026 m. spalis' })).closest('section')!;
    await within(latest).findByText('Išmokėti');
    const pairs = within(latest)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(pairs).toEqual([
      expect.stringMatching(/^Išmokėti: 1\s833,55\s€$/),
      expect.stringMatching(/^Priskaityta: 2\s345,60\s€$/),
      expect.stringMatching(/^Išskaityta: 512,05\s€$/),
    ]);
    expect(within(latest).queryByRole('table')).not.toBeInTheDocument();
    expect(within(latest).queryByText('Darbo užmokestis')).not.toBeInTheDocument();

    const toggle = within(latest).getByRole('button', { name: 'Rodyti eilutes (3)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await app.user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Slėpti eilutes');
    const groups = within(latest).getAllByRole('heading', { level: 3 });
    expect(groups.map((heading) => heading.textContent)).toEqual(['Priskaityta', 'Išskaitos', 'Į sumas neįskaičiuojama']);
    const linesOf = (heading: HTMLElement) =>
      within(heading.nextElementSibling as HTMLElement)
        .getAllByRole('listitem')
        .map((line) => line.textContent);
    expect(linesOf(groups[0]!)).toEqual([
      expect.stringMatching(/^Darbo užmokestisATL · 168,00 val\. · 21 diena · Atlyginimas 2026-102\s345,60\s€$/),
    ]);
    expect(linesOf(groups[1]!)).toEqual([expect.stringMatching(/^Gyventojų pajamų mokestisGPM512,05\s€$/)]);
    expect(linesOf(groups[2]!)).toEqual([expect.stringMatching(/^Darbdavio įmokosEOINFO41,05\s€$/)]);
    // The ERP's TOT line only repeats the totals above.
    expect(within(latest).queryByText('TOT')).not.toBeInTheDocument();
  });

  it('lists each month of the history on one line with its net pay, and opens its totals without repeating it', async () => {
    const app = renderApp({ route: '/personal-info/payslips', signedIn: true, procedures: procedures(months(3)) });
    const history = (await screen.findByRole('heading', { name: 'Algalapių istorija' })).closest('section')!;
    const monthItems = await within(history).findAllByRole('listitem');
    expect(monthItems).toHaveLength(3);
    const august = monthItems[2]!;
    const line = august.firstElementChild as HTMLElement;
    expect(line).toHaveTextContent(/^2026 m\. rugpjūtis/);
    expect(within(line).getByRole('term')).toHaveTextContent('Išmokėti');
    expect(within(line).getByRole('definition')).toHaveTextContent(/^1\s833,55\s€$/);

    await app.user.click(within(line).getByText('2026 m. rugpjūtis'));
    expect(within(august).getByRole('button', { name: '2026 m. rugpjūtis' })).toHaveAttribute('aria-expanded', 'true');
    const details = await within(august).findByRole('button', { name: 'Rodyti eilutes (3)' });
    const terms = within(details.parentElement!)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual(['Priskaityta', 'Išskaityta']);
  });
});
