import { ErrorCode, type Schedule } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { type InputOf, type ProcedureMocks, trpcError } from '../../../testing/trpc-mock';
import { aSchedule, aScheduleRow, planner, scheduleInit } from '../testing/schedule-fixtures';

function generalTab(schedule: Schedule, extra: ProcedureMocks = {}): ProcedureMocks {
  return {
    'users.me': () => planner,
    'schedules.init': () => scheduleInit,
    'schedules.get': () => schedule,
    ...extra,
  };
}

describe('a new schedule', () => {
  it('names the required fields left empty without sending anything', async () => {
    const app = renderApp({ route: '/wtm-area/schedules/new', signedIn: true, procedures: generalTab(aSchedule()) });
    await app.user.click(await screen.findByRole('button', { name: 'Sukurti grafiką' }));
    expect(screen.getByRole('textbox', { name: 'Kodas' })).toHaveAccessibleDescription('Šis laukas privalomas.');
    expect(screen.getByRole('textbox', { name: 'Pavadinimas' })).toHaveAccessibleDescription('Šis laukas privalomas.');
    expect(screen.getByRole('combobox', { name: 'Pamainų grupė' })).toHaveAccessibleDescription(
      expect.stringContaining('Šis laukas privalomas.'),
    );
    expect(app.callsOf('schedules.create')).toEqual([]);
  });

  it('shows the server’s refusal of a taken code next to the code, then creates the schedule and opens it', async () => {
    let attempts = 0;
    const app = renderApp({
      route: '/wtm-area/schedules/new',
      signedIn: true,
      procedures: generalTab(aSchedule({ id: 77, code: 'GAM-2', name: 'Gamyba 2' }), {
        'schedules.create': (input: InputOf<'schedules.create'>) => {
          attempts += 1;
          if (attempts === 1) throw trpcError(ErrorCode.scheduleCodeTaken, { fieldErrors: { code: [ErrorCode.scheduleCodeTaken] } });
          return aSchedule({ id: 77, code: input.code, name: input.name });
        },
      }),
    });
    await app.user.type(await screen.findByRole('textbox', { name: 'Kodas' }), 'GAM-1');
    await app.user.type(screen.getByRole('textbox', { name: 'Pavadinimas' }), 'Gamyba 2');
    await app.user.click(screen.getByRole('combobox', { name: 'Pamainų grupė' }));
    await app.user.click(await screen.findByRole('option', { name: 'SAN · Sandėlio pamainos' }));
    await app.user.click(screen.getByRole('combobox', { name: 'Skaičiavimo būdas' }));
    await app.user.click(await screen.findByRole('option', { name: 'Dalinę aprėptį jungti prie visos' }));
    await app.user.click(screen.getByRole('button', { name: 'Sukurti grafiką' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Kodas' })).toHaveAccessibleDescription('Šis kodas jau suteiktas kitam grafikui.'),
    );
    expect(app.callsOf('schedules.create')[0]?.input).toEqual({
      code: 'GAM-1',
      name: 'Gamyba 2',
      shiftGroupId: 6,
      printHeader: '',
      printCity: '',
      printSignatureColumn: false,
      displayDetailedSummaryTable: false,
      summaryTableCalculationMode: 2,
    });

    const code = screen.getByRole('textbox', { name: 'Kodas' });
    await app.user.clear(code);
    await app.user.type(code, 'GAM-2');
    await app.user.click(screen.getByRole('button', { name: 'Sukurti grafiką' }));
    await waitFor(() => expect(app.pathname()).toBe('/wtm-area/schedules/77'));
    expect(await screen.findByRole('heading', { name: 'GAM-2 · Gamyba 2', level: 1 })).toBeInTheDocument();
  });

  it('tells a planner without a create grant that they may not create schedules', async () => {
    renderApp({
      route: '/wtm-area/schedules/new',
      signedIn: true,
      procedures: generalTab(aSchedule(), { 'schedules.init': () => ({ ...scheduleInit, canCreate: false }) }),
    });
    expect(await screen.findByText('Jūs negalite kurti grafikų.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sukurti grafiką' })).not.toBeInTheDocument();
  });
});

describe('a schedule’s general tab', () => {
  it('saves the changed definition and shows the tabs, the month table among them', async () => {
    const app = renderApp({
      route: '/wtm-area/schedules/41',
      signedIn: true,
      procedures: generalTab(aSchedule(), {
        'schedules.update': (input: InputOf<'schedules.update'>) => aSchedule({ code: input.code, name: input.name }),
      }),
    });
    const name = await screen.findByRole('textbox', { name: 'Pavadinimas' });
    expect(name).toHaveValue('Gamyba');
    const tabs = screen.getByRole('navigation', { name: 'Grafikas' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Bendra', 'Išteklių planavimas', 'Lentelė']);
    expect(within(tabs).getByRole('link', { name: 'Lentelė' })).toHaveAttribute('href', '/wtm-area/schedules/41/table');
    expect(within(tabs).getByRole('link', { name: 'Bendra' })).toHaveAttribute('aria-current', 'page');
    await app.user.clear(name);
    await app.user.type(name, 'Gamyba (pagrindinė)');
    await app.user.click(screen.getByRole('checkbox', { name: 'Spausdinti parašo stulpelį' }));
    await app.user.click(screen.getByRole('button', { name: 'Išsaugoti' }));
    expect(await screen.findByText('Pakeitimai išsaugoti.')).toBeInTheDocument();
    expect(app.callsOf('schedules.update')[0]?.input).toMatchObject({
      id: 41,
      code: 'GAM-1',
      name: 'Gamyba (pagrindinė)',
      printSignatureColumn: true,
      printCity: 'Vilnius',
    });
  });

  it('is read-only for a user who may only view it: no save, archive or delete', async () => {
    renderApp({ route: '/wtm-area/schedules/41', signedIn: true, procedures: generalTab(aSchedule({ actions: ['view'] })) });
    expect(await screen.findByText('Šį grafiką galite peržiūrėti, bet negalite keisti.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Pavadinimas' })).toHaveAttribute('readonly');
    expect(screen.getByRole('checkbox', { name: 'Spausdinti parašo stulpelį' })).toBeDisabled();
    for (const name of ['Išsaugoti', 'Archyvuoti', 'Ištrinti']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
  });

  it('archives the schedule', async () => {
    const app = renderApp({
      route: '/wtm-area/schedules/41',
      signedIn: true,
      procedures: generalTab(aSchedule(), { 'schedules.archive': () => aSchedule({ archived: true }) }),
    });
    await app.user.click(await screen.findByRole('button', { name: 'Archyvuoti' }));
    expect(await screen.findByText('Grafikas archyvuotas.')).toBeInTheDocument();
    expect(app.callsOf('schedules.archive')[0]?.input).toEqual({ id: 41 });
    expect(await screen.findByRole('button', { name: 'Grąžinti iš archyvo' })).toBeInTheDocument();
  });

  it('deletes the schedule after asking, and says why when the server refuses', async () => {
    let isPlanned = true;
    const app = renderApp({
      route: '/wtm-area/schedules/41',
      signedIn: true,
      procedures: generalTab(aSchedule(), {
        'schedules.delete': (input: InputOf<'schedules.delete'>) => {
          if (isPlanned) throw trpcError(ErrorCode.cannotDeleteValidEntriesExist);
          return { id: Number(input.id) };
        },
        'schedules.list': () => ({ items: [aScheduleRow(2)], pagination: { page: 1, rowsPerPage: 20, totalRecords: 1 }, canCreate: true }),
      }),
    });
    await app.user.click(await screen.findByRole('button', { name: 'Ištrinti' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ištrinti grafiką' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Ištrinti' }));
    expect(await screen.findByText('Negalima ištrinti, nes yra galiojančių įrašų.')).toBeInTheDocument();
    expect(app.pathname()).toBe('/wtm-area/schedules/41');

    isPlanned = false;
    await app.user.click(screen.getByRole('button', { name: 'Ištrinti' }));
    await app.user.click(within(await screen.findByRole('dialog', { name: 'Ištrinti grafiką' })).getByRole('button', { name: 'Ištrinti' }));
    await waitFor(() => expect(app.pathname()).toBe('/wtm-area/schedules'));
    expect(await screen.findByText('Grafikas ištrintas.')).toBeInTheDocument();
  });
});
