import type { Numbering, NumberingDetails, NumberingPage } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { type ProcedureMocks, trpcError } from '../../../testing/trpc-mock';

const ROUTE = '/admin/documents/form-numbering';
const topAdmin = aUser({ id: 2, username: 'admin', adminAccess: 3 });
const designer = aUser({ id: 3, username: 'designer', adminAccess: 2 });

function aNumbering(id: number, overrides: Partial<Numbering> = {}): Numbering {
  return {
    id,
    code: 'KA',
    name: 'Kasmetinės atostogos',
    prefix: 'KA-',
    nextNumber: 42,
    figures: 5,
    lastUsed: new Date(Date.UTC(2026, 10, 18, 9, 30)),
    isShared: false,
    formsCount: 1,
    sample: 'KA-00042',
    ...overrides,
  };
}

const own = aNumbering(1);
const shared = aNumbering(2, { code: 'NA', name: 'Nemokamos atostogos', prefix: 'NA-', sample: 'NA-00007', nextNumber: 7, isShared: true });

function server(user = topAdmin, overrides: ProcedureMocks = {}): ProcedureMocks {
  return {
    'users.me': () => user,
    'numberings.list': (): NumberingPage => ({ items: [own, shared], pagination: { page: 1, rowsPerPage: 20, totalRecords: 2 } }),
    'numberings.get': (input): NumberingDetails => {
      const numbering = (input as { id: number }).id === own.id ? own : shared;
      return {
        ...numbering,
        lowestNextNumber: numbering.nextNumber,
        forms: [{ id: 4, name: 'Kasmetinių atostogų prašymas', nameEn: null }],
      };
    },
    ...overrides,
  };
}

describe('the numbering tab', () => {
  it('lists the numberings with the number each gives next, the shared ones marked', async () => {
    renderApp({ route: ROUTE, signedIn: true, procedures: server() });
    const table = await screen.findByRole('table', { name: 'Numeracijos' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('KA-00042');
    expect(rows[1]).toHaveTextContent('NA-00007');
    expect(rows[1]).toHaveTextContent('Visoms įmonėms');
  });

  it('shows the sample while the next number is typed, and the refusal of a number below one issued', async () => {
    const app = renderApp({
      route: ROUTE,
      signedIn: true,
      procedures: server(topAdmin, {
        'numberings.update': () =>
          Promise.reject(
            trpcError('validation.numbering_below_used', { fieldErrors: { nextNumber: ['validation.numbering_below_used'] } }),
          ),
      }),
    });
    const table = await screen.findByRole('table', { name: 'Numeracijos' });
    await app.user.click(within(table).getByText('Kasmetinės atostogos'));
    const dialog = await screen.findByRole('dialog', { name: 'Numeracija' });
    const next = await within(dialog).findByRole('textbox', { name: 'Kitas numeris' });
    expect(within(dialog).getByText('KA-00042')).toBeInTheDocument();
    expect(next).toHaveAccessibleDescription('Ne mažesnis nei 42: mažesni numeriai jau suteikti.');
    await app.user.clear(next);
    await app.user.type(next, '7');
    expect(within(dialog).getByText('KA-00007')).toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('button', { name: 'Išsaugoti' }));
    await waitFor(() =>
      expect(next).toHaveAccessibleDescription(expect.stringContaining('Kitas numeris negali būti mažesnis už jau suteiktą numerį.')),
    );
    expect(app.callsOf('numberings.update').map((call) => call.input)).toEqual([
      { id: 1, code: 'KA', name: 'Kasmetinės atostogos', prefix: 'KA-', nextNumber: 7, figures: 5 },
    ]);
  });

  it('copies a shared numbering under a new name, while a level-2 designer cannot change it', async () => {
    const app = renderApp({
      route: ROUTE,
      signedIn: true,
      procedures: server(designer, {
        'numberings.copy': (input): NumberingDetails => ({
          ...aNumbering(3, { name: (input as { name: string }).name, nextNumber: 1, sample: 'NA-00001' }),
          lowestNextNumber: 1,
          forms: [],
        }),
      }),
    });
    const table = await screen.findByRole('table', { name: 'Numeracijos' });
    await app.user.click(within(table).getByText('Nemokamos atostogos'));
    const dialog = await screen.findByRole('dialog', { name: 'Numeracija' });
    expect(await within(dialog).findByText('Keisti gali tik vyriausiasis administratorius.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Išsaugoti' })).not.toBeInTheDocument();
    await app.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Numeracija' })).not.toBeInTheDocument());

    await app.user.click(within(table).getByRole('button', { name: 'Kopijuoti „Nemokamos atostogos“' }));
    const copyDialog = await screen.findByRole('dialog', { name: 'Kopijuoti numeraciją „Nemokamos atostogos“' });
    await app.user.type(within(copyDialog).getByRole('textbox', { name: 'Kopijos pavadinimas' }), 'NA įmonės');
    await app.user.click(within(copyDialog).getByRole('button', { name: 'Kopijuoti' }));
    expect(await screen.findByText('Numeracija nukopijuota.')).toBeInTheDocument();
    expect(app.callsOf('numberings.copy').map((call) => call.input)).toEqual([{ id: 2, name: 'NA įmonės' }]);
  });
});
