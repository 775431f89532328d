import { type ApprovalRoute, ErrorCode, FieldType } from '@portal/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aRoute } from '../../../components/approval-route/approval-route-fixtures';
import { aField, aForm } from '../../../forms/testing/form-fixtures';
import { renderApp } from '../../../testing/render-app';
import { type ProcedureMocks, trpcError } from '../../../testing/trpc-mock';

const subject = aField(1, FieldType.text, { formMeta: { caption: 'Tema' } });

function procedures(preview: () => ApprovalRoute = () => aRoute()): ProcedureMocks {
  return {
    'documents.form': () => aForm([subject]),
    'documents.formDescription': () => null,
    'approvalRoutes.preview': preview,
  };
}

describe('who will approve, on the new-document screen', () => {
  it('asks for the route only when opened, then lists the steps, participants, substitutes and deadlines', async () => {
    const app = renderApp({ route: '/applications/detail-application/12/3', signedIn: true, procedures: procedures() });
    const toggle = await screen.findByRole('button', { name: 'Kas tvirtins' });
    expect(app.callsOf('approvalRoutes.preview')).toEqual([]);

    await app.user.click(toggle);
    const steps = await screen.findByRole('list', { name: 'Kasmetinių atostogų tvirtinimas' });
    const [manager, hr] = within(steps)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === steps);
    expect(manager).toHaveTextContent('Vadovo pritarimas');
    expect(manager).toHaveTextContent('Pakanka vieno pritarimo');
    expect(manager).toHaveTextContent('Jonas Vadovas — Gamybos vadovas');
    expect(manager).toHaveTextContent('(šiandien pavaduoja Rūta Pavaduotoja)');
    expect(manager).toHaveTextContent('Terminas darbo dienomis: 3');
    expect(hr).toHaveTextContent('Praleidžiama: nėra dalyvių');
    expect(screen.getByText('Eiga „Kasmetinių atostogų tvirtinimas“ darbuotojui Ona Petraitienė')).toBeInTheDocument();
    // The form names no employee: the filer's own route.
    expect(app.callsOf('approvalRoutes.preview').map((call) => call.input)).toEqual([{ formId: 12 }]);
  });

  it('says so when the form has no workflow', async () => {
    const app = renderApp({
      route: '/applications/detail-application/12/3',
      signedIn: true,
      procedures: procedures(() => aRoute({ workflow: null, steps: [] })),
    });
    await app.user.click(await screen.findByRole('button', { name: 'Kas tvirtins' }));
    expect(await screen.findByText(/Ši forma neturi tvirtinimo eigos/)).toBeInTheDocument();
  });

  it('shows the server’s refusal inside the panel', async () => {
    const app = renderApp({
      route: '/applications/detail-application/12/3',
      signedIn: true,
      procedures: procedures(() => {
        throw trpcError(ErrorCode.recordNotFound);
      }),
    });
    await app.user.click(await screen.findByRole('button', { name: 'Kas tvirtins' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});
