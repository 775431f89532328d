import { type WorkImplement, workImplementStatusKey } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { trpcError } from '../../../testing/trpc-mock';

function anImplement(id: number, statusInt: number, overrides: Partial<WorkImplement> = {}): WorkImplement {
  return {
    id,
    workImplNo: `DP-E0007-0${id}`,
    employeeNo: 'E0007',
    typeCode: 'KOMP',
    typeName: 'Nešiojamas kompiuteris',
    groupCode: 'IT',
    groupName: 'IT įranga',
    subgroupCode: 'KOMP',
    subgroupName: 'Kompiuteriai',
    serialNumber: `SN1000${id}`,
    description: 'Nešiojamas kompiuteris',
    dateOfAcquisition: '2026-10-01',
    dateOfIssuance: '2026-11-18',
    dateOfReturn: null,
    issuedAmount: 1,
    returnedAmount: 0,
    unitOfMeasure: 'vnt.',
    timeOfUsage: 48,
    recommendedDateOfChange: '2030-11-18',
    status: workImplementStatusKey(statusInt),
    statusInt,
    acceptedByEmplDate: null,
    note: '',
    itemValue: 1290,
    price: 1290,
    ...overrides,
  };
}

/** The server's list, where an answer changes the status of the implement. */
function implementsServer() {
  let list = [anImplement(1, 3, { typeName: 'Mobilusis telefonas' }), anImplement(2, 2)];
  return {
    mine: () => list,
    respond: (input: { id?: unknown; statusInt: 3 | 4 }) => {
      const id = Number(input.id);
      const { statusInt } = input;
      list = list.map((implement) =>
        implement.id === id ? { ...implement, statusInt, status: workImplementStatusKey(statusInt) } : implement,
      );
      return list.find((implement) => implement.id === id)!;
    },
  };
}

describe('work implements', () => {
  it('lists the implements with their status and blank ERP placeholder dates', async () => {
    renderApp({
      route: '/other/work-implements',
      signedIn: true,
      procedures: {
        'workImplements.mine': () => [
          anImplement(1, 3, { dateOfReturn: '1753-01-01', recommendedDateOfChange: '9999-12-31' }),
          anImplement(3, 4, { dateOfReturn: '1900-01-01' }),
          anImplement(4, 1),
        ],
      },
    });
    expect(await screen.findByRole('heading', { name: 'Darbo priemonės' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Darbo priemonės' });
    const [first, second, third] = within(table).getAllByRole('row').slice(1);
    expect(first).toHaveTextContent('Priimta');
    expect(first).toHaveTextContent('2026-11-18');
    expect(first).not.toHaveTextContent(/1753|9999/);
    expect(second).toHaveTextContent('Atmesta');
    expect(second).not.toHaveTextContent('1900');
    expect(third).toHaveTextContent('Išduota');
    expect(within(table).queryByRole('button', { name: 'Laukia patvirtinimo' })).not.toBeInTheDocument();
  });

  it('accepts an implement awaiting confirmation with a positive notice and reloads the list', async () => {
    const server = implementsServer();
    const app = renderApp({
      route: '/other/work-implements',
      signedIn: true,
      procedures: { 'workImplements.mine': server.mine, 'workImplements.respond': server.respond },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Laukia patvirtinimo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Darbo priemonės patvirtinimas' });
    expect(dialog).toHaveTextContent('Ar gavote darbo priemonę „Nešiojamas kompiuteris“ (DP-E0007-02)?');
    await app.user.click(within(dialog).getByRole('button', { name: 'Priimti' }));

    const notice = await screen.findByText('Darbo priemonė priimta.');
    expect(notice.closest('[role=alert]')?.getAttribute('style')).toContain('--notification-color: var(--mantine-color-green-filled)');
    expect(app.callsOf('workImplements.respond').map((call) => call.input)).toEqual([
      { id: 2, workImplNo: 'DP-E0007-02', employeeNo: 'E0007', statusInt: 3 },
    ]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Laukia patvirtinimo' })).not.toBeInTheDocument());
    expect(screen.getAllByText('Priimta')).toHaveLength(2);
    expect(app.callsOf('workImplements.mine').length).toBeGreaterThanOrEqual(2);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('declines an implement with a negative notice', async () => {
    const server = implementsServer();
    const app = renderApp({
      route: '/other/work-implements',
      signedIn: true,
      procedures: { 'workImplements.mine': server.mine, 'workImplements.respond': server.respond },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Laukia patvirtinimo' }));
    await app.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Atmesti' }));
    const notice = await screen.findByText('Darbo priemonė atmesta.');
    expect(notice.closest('[role=alert]')?.getAttribute('style')).toContain('--notification-color: var(--mantine-color-red-filled)');
    expect(app.callsOf('workImplements.respond')[0]?.input).toMatchObject({ id: 2, statusInt: 4 });
    expect(await screen.findByText('Atmesta')).toBeInTheDocument();
  });

  it('shows the translated refusal when the implement was already answered, and reloads the list', async () => {
    const server = implementsServer();
    const app = renderApp({
      route: '/other/work-implements',
      signedIn: true,
      procedures: {
        'workImplements.mine': server.mine,
        'workImplements.respond': (input) => {
          server.respond({ ...input, statusInt: 3 });
          return Promise.reject(trpcError('CONFLICT', 'errors.work_implement_not_awaiting_acceptance'));
        },
      },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Laukia patvirtinimo' }));
    await app.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Atmesti' }));
    expect(await screen.findByText('Ši darbo priemonė nebelaukia jūsų atsakymo.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Laukia patvirtinimo' })).not.toBeInTheDocument());
    expect(app.callsOf('workImplements.mine').length).toBeGreaterThanOrEqual(2);
  });

  it('says so when nothing has been issued', async () => {
    renderApp({ route: '/other/work-implements', signedIn: true, procedures: { 'workImplements.mine': () => [] } });
    expect(await screen.findByText('Jums neišduota jokių darbo priemonių.')).toBeInTheDocument();
  });

  it('shows a loading state', async () => {
    renderApp({ route: '/other/work-implements', signedIn: true, procedures: { 'workImplements.mine': () => new Promise(() => {}) } });
    expect(await screen.findByRole('status')).toHaveTextContent('Įkeliama…');
  });

  it('shows the translated server message when the list fails', async () => {
    renderApp({
      route: '/other/work-implements',
      signedIn: true,
      procedures: { 'workImplements.mine': () => Promise.reject(trpcError('NOT_FOUND', 'errors.record_with_id_does_not_exist')) },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Tokio įrašo nėra.');
  });
});
