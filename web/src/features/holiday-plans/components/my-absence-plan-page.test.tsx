import { ErrorCode, type HolidayPlanEntry, type MyHolidayPlan, type PlanFact } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aSiteSettings } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { trpcError } from '../../../testing/trpc-mock';

function anEntry(id: number, overrides: Partial<HolidayPlanEntry> = {}): HolidayPlanEntry {
  return {
    id,
    holidayPlanId: 1,
    employeeNo: 'E0007',
    employeeFullName: 'Rūta Kazlauskienė',
    formId: 5,
    formName: 'Kasmetinės atostogos',
    color: '#2F9E44',
    dateFrom: '2026-11-09',
    dateTo: '2026-11-10',
    holidayStatus: 0,
    source: 'employee',
    createdBy: 7,
    canModify: true,
    warning: null,
    ...overrides,
  };
}

function aPlan(status: 0 | 1, entries: HolidayPlanEntry[]): (input: { from: string; to: string }) => MyHolidayPlan {
  return (input) => {
    const days: MyHolidayPlan['days'] = [];
    for (
      let date = new Date(`${input.from}T00:00:00Z`);
      date <= new Date(`${input.to}T00:00:00Z`);
      date.setUTCDate(date.getUTCDate() + 1)
    ) {
      const iso = date.toISOString().slice(0, 10);
      const dayOfWeek = ((date.getUTCDay() + 6) % 7) + 1;
      days.push({
        date: iso,
        year: date.getUTCFullYear(),
        month: date.getUTCMonth() + 1,
        day: date.getUTCDate(),
        dayOfWeek,
        type: dayOfWeek >= 6 ? ('weekend' as const) : ('weekday' as const),
      });
    }
    // The entries lie in the second week of the range shown, whatever day the test runs on.
    const inRange = (entry: HolidayPlanEntry) => ({ ...entry, dateFrom: days[7]!.date, dateTo: days[8]!.date });
    return {
      employeeNo: 'E0007',
      isSystemAdmin: false,
      plans: [{ id: 1, code: 'AP-2026', name: 'Atostogų planas 2026', startDate: '2026-01-01', endDate: '2026-12-31', status }],
      holidayTypes: [{ id: 5, name: 'Kasmetinės atostogos', color: '#2F9E44' }],
      days,
      lines: [
        { employeeNo: 'E0007', fullName: 'Rūta Kazlauskienė', isOwn: true, entries: entries.map(inRange) },
        {
          employeeNo: 'E0008',
          fullName: 'Jonas Jonaitis',
          isOwn: false,
          entries: [inRange(anEntry(9, { employeeNo: 'E0008', canModify: false }))],
        },
      ],
    };
  };
}

describe('absence plan', () => {
  it('shows the department’s plan with the own line; an overlap refused by the server stays in the dialog on the date field', async () => {
    const user = userEvent.setup();
    renderApp({
      route: '/my-working-time/plan',
      signedIn: true,
      procedures: {
        'myHolidayPlan.get': aPlan(0, [anEntry(1)]),
        'myHolidayPlan.facts': () => [],
        'myHolidayPlan.create': () =>
          Promise.reject(trpcError(ErrorCode.dateRangesOverlap, { fieldErrors: { dateFrom: [ErrorCode.dateRangesOverlap] } })),
      },
    });
    const table = await screen.findByRole('table', { name: 'Atostogų planas' });
    expect(within(table).getByRole('rowheader', { name: 'Rūta Kazlauskienė' })).toBeInTheDocument();
    expect(table.querySelectorAll('td[data-entry="1"]')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Naujos planuojamos atostogos' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Išsaugoti' }));
    expect(await within(dialog).findByText('Datų intervalai persidengia.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('shows the own entries locked once the plan is prepared: no new ones, the details read only', async () => {
    const user = userEvent.setup();
    renderApp({
      route: '/my-working-time/plan',
      signedIn: true,
      procedures: { 'myHolidayPlan.get': aPlan(1, [anEntry(1, { canModify: false })]), 'myHolidayPlan.facts': () => [] },
    });
    const table = await screen.findByRole('table', { name: 'Atostogų planas' });
    expect(screen.queryByRole('button', { name: 'Naujos planuojamos atostogos' })).not.toBeInTheDocument();
    await waitFor(() => expect(table.querySelector('td[data-entry="1"]')).not.toBeNull());
    await user.click(table.querySelector('td[data-entry="1"]')!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Planas parengtas arba patvirtintas: šios atostogos užrakintos.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Išsaugoti' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Pašalinti' })).not.toBeInTheDocument();
  });

  it('shows each employee’s actual absences under their line, the rows marked P and F, a colleague’s without its reason', async () => {
    const facts = vi.fn((input: { from: string; to: string; employees: string }): PlanFact[] => {
      const day = (offset: number) => addDaysIso(input.from, offset);
      return [
        {
          entryNo: 501,
          employeeNo: 'E0007',
          dateFrom: day(2),
          dateTo: day(3),
          activityType: 4,
          activityCode: 'L',
          description: 'Liga',
          color: '#E8590C',
        },
        {
          entryNo: 502,
          employeeNo: 'E0008',
          dateFrom: day(4),
          dateTo: day(4),
          activityType: 4,
          activityCode: 'NA',
          description: null,
          color: '#808080',
        },
      ];
    });
    renderApp({
      route: '/my-working-time/plan',
      signedIn: true,
      procedures: { 'myHolidayPlan.get': aPlan(0, [anEntry(1)]), 'myHolidayPlan.facts': facts },
    });
    const table = await screen.findByRole('table', { name: 'Atostogų planas' });
    await waitFor(() => expect(table.querySelectorAll('tr[data-facts-of="E0007"] td[data-fact="501"]')).toHaveLength(2));
    expect(facts.mock.calls[0]![0].employees).toBe('E0007|E0008');
    expect(table.querySelector('tr[data-employee="E0007"] td[data-fact]')).toBeNull();
    const colleague = table.querySelector('tr[data-facts-of="E0008"] td[data-fact="502"]')!;
    expect(colleague.getAttribute('title')).toMatch(/^Faktiškai: NA, /);
    expect(table.querySelector('td[data-fact="501"]')!.getAttribute('title')).toMatch(/^Faktiškai: L \(Liga\), /);
    expect(within(table).getByRole('columnheader', { name: 'P/F' })).toBeInTheDocument();
    expect(within(table).getAllByText('P')).toHaveLength(2);
    expect(within(table).getAllByText('F')).toHaveLength(2);
    expect(screen.getByText('P – planuojamos atostogos, F – faktiniai nebuvimai, kaip juos užregistravo ERP.')).toBeInTheDocument();
  });

  it('asks for no actual absences while the site does not show them, and marks no rows', async () => {
    const facts = vi.fn(() => [] as PlanFact[]);
    renderApp({
      route: '/my-working-time/plan',
      signedIn: true,
      procedures: {
        'sessions.siteSettings': () => aSiteSettings({ workingTimePlanShowFact: false }),
        'myHolidayPlan.get': aPlan(0, [anEntry(1)]),
        'myHolidayPlan.facts': facts,
      },
    });
    const table = await screen.findByRole('table', { name: 'Atostogų planas' });
    await waitFor(() => expect(table.querySelectorAll('td[data-entry="1"]')).toHaveLength(2));
    expect(table.querySelector('tr[data-facts-of]')).toBeNull();
    expect(within(table).queryByRole('columnheader', { name: 'P/F' })).not.toBeInTheDocument();
    expect(facts).not.toHaveBeenCalled();
  });
});

function addDaysIso(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}
