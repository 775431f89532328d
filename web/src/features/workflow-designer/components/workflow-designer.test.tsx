import {
  ErrorCode,
  type FormWorkflows,
  type WorkflowActivity,
  type WorkflowDesignerOptions,
  type WorkflowTemplateDetails,
  type WorkflowTemplateListItem,
} from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { type ProcedureMocks, trpcError } from '../../../testing/trpc-mock';

const INVALID_VALUE = 'Neteisinga reikšmė.';
const GENERAL = 'Bendra';
const designer = aUser({ id: 9, username: 'designer', adminAccess: 2 });

function aWorkflow(id: number, name: string, overrides: Partial<WorkflowTemplateListItem> = {}): WorkflowTemplateListItem {
  return {
    id,
    name,
    nameEn: null,
    description: '',
    active: true,
    templateCreatedId: null,
    templateActionId: null,
    templateApprovedId: null,
    templateRejectedId: null,
    markOutlookCalendar: false,
    companyCode: 'SV',
    version: 3,
    createDate: new Date('2026-11-01T08:00:00Z'),
    updateDate: new Date('2026-11-02T08:00:00Z'),
    canEdit: true,
    activitiesCount: 2,
    forms: [],
    ...overrides,
  };
}

function anActivity(id: number, name: string, overrides: Partial<WorkflowActivity> = {}): WorkflowActivity {
  return {
    id,
    workflowId: 5,
    sortOrder: 0,
    name,
    nameEn: null,
    description: '',
    confirm: true,
    block: true,
    disableBlock: false,
    initial: false,
    final: false,
    actions: ['approve', 'decline'],
    userRolesId: 1,
    allToConfirm: false,
    skipIfNoParticipants: false,
    durationWorkingDays: 3,
    autocompleteAfterDuration: false,
    allowAdditionalParticipants: false,
    ...overrides,
  };
}

const options: WorkflowDesignerOptions = {
  messageTemplates: [],
  userRoles: [
    { id: 1, name: 'Tiesioginis vadovas', systemName: null, companyCode: null },
    { id: 2, name: 'Personalo skyrius', systemName: null, companyCode: null },
  ],
  formGroups: [{ id: 4, name: 'Prašymai', nameEn: 'Requests' }],
};

function details(overrides: Partial<WorkflowTemplateDetails> = {}): WorkflowTemplateDetails {
  const { activitiesCount: _count, ...workflow } = aWorkflow(5, 'Nuotolinis darbas');
  return {
    ...workflow,
    forms: [],
    activities: [
      anActivity(11, 'Vadovo pritarimas', { initial: true }),
      anActivity(12, 'Personalo patvirtinimas', { userRolesId: 2, final: true, sortOrder: 1 }),
    ],
    ...overrides,
  };
}

describe('the workflow templates tab', () => {
  const listServer = (): ProcedureMocks => ({
    'users.me': () => designer,
    'workflowDesigner.list': () => ({
      items: [
        aWorkflow(1, 'Kasmetinių atostogų tvirtinimas', {
          companyCode: null,
          canEdit: false,
          forms: [{ mappingId: 1, formId: 3, formName: 'Kasmetinės atostogos', formNameEn: null, type: 0 }],
        }),
        aWorkflow(2, 'Mūsų eiga', { active: false }),
      ],
      pagination: { page: 1, rowsPerPage: 20, totalRecords: 2 },
    }),
    'workflowDesigner.copy': (input) => ({ ...details(), id: 7, name: input.target }),
    'workflowDesigner.delete': (input) => ({ id: Number(input.id) }),
  });

  it('lists the workflows with their forms, marks shared ones, and copies one under a new name', async () => {
    const app = renderApp({ route: '/admin/workflows/workflow-templates', signedIn: true, procedures: listServer() });
    const table = await screen.findByRole('table', { name: 'Darbo eigos' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Kasmetinės atostogos (tvirtinimas)')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Visoms įmonėms')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Archyvuota')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Mūsų eiga' })).toHaveAttribute('href', '/admin/workflow-templates/activities/2');

    // A shared workflow offers a level-2 administrator only the copy.
    await app.user.click(within(rows[0]!).getByRole('button', { name: '„Kasmetinių atostogų tvirtinimas“ veiksmai' }));
    expect(screen.queryByRole('menuitem', { name: 'Ištrinti' })).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('menuitem', { name: 'Kopijuoti' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kopijuoti eigą' });
    const name = within(dialog).getByRole('textbox', { name: /Pavadinimas/ });
    expect(name).toHaveValue('Kasmetinių atostogų tvirtinimas (kopija)');
    await app.user.clear(name);
    await app.user.type(name, 'Atostogos SV');
    await app.user.click(within(dialog).getByRole('button', { name: 'Kopijuoti' }));
    await waitFor(() => expect(app.callsOf('workflowDesigner.copy')[0]?.input).toEqual({ id: 1, target: 'Atostogos SV' }));
  });

  it('deletes the company’s own workflow after a confirmation', async () => {
    const app = renderApp({ route: '/admin/workflows/workflow-templates', signedIn: true, procedures: listServer() });
    const table = await screen.findByRole('table', { name: 'Darbo eigos' });
    await app.user.click(within(table).getByRole('button', { name: '„Mūsų eiga“ veiksmai' }));
    await app.user.click(screen.getByRole('menuitem', { name: 'Ištrinti' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ištrinti eigą?' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Ištrinti' }));
    await waitFor(() => expect(app.callsOf('workflowDesigner.delete')[0]?.input).toEqual({ id: 2 }));
  });
});

describe('the activities of a workflow', () => {
  const activitiesServer = (overrides: ProcedureMocks = {}): ProcedureMocks => ({
    'users.me': () => designer,
    'workflowDesigner.get': () => details(),
    'workflowDesigner.options': () => options,
    'workflowDesigner.saveActivities': () => ({ ...details(), version: 4 }),
    ...overrides,
  });

  it('reorders activities from the keyboard and saves the list in its new order under the version it read', async () => {
    const app = renderApp({ route: '/admin/workflow-templates/activities/5', signedIn: true, procedures: activitiesServer() });
    const list = await screen.findByRole('list', { name: 'Veiklos' });
    expect(
      within(list)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['1. Vadovo pritarimas', '2. Personalo patvirtinimas']);
    screen.getByRole('button', { name: 'Perkelti „Vadovo pritarimas“ žemyn' }).focus();
    await app.user.keyboard('{Enter}');
    expect(
      within(list)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['1. Personalo patvirtinimas', '2. Vadovo pritarimas']);
    expect(await screen.findByText('„Vadovo pritarimas“ perkelta į 2 vietą iš 2.')).toBeInTheDocument();
    // The first activity is no longer where the workflow starts: fine, the rule counts flags, not places.
    await app.user.click(screen.getByRole('button', { name: 'Išsaugoti veiklas' }));
    await waitFor(() => expect(app.callsOf('workflowDesigner.saveActivities')).toHaveLength(1));
    const input = app.callsOf('workflowDesigner.saveActivities')[0]!.input;
    expect(input).toMatchObject({ workflowId: 5, version: 3 });
    expect((input as { activities: { id?: number }[] }).activities.map((activity) => activity.id)).toEqual([12, 11]);
  });

  it('shows the rule’s errors next to the activity as the administrator edits, and the server’s too', async () => {
    const app = renderApp({
      route: '/admin/workflow-templates/activities/5',
      signedIn: true,
      procedures: activitiesServer({
        'workflowDesigner.saveActivities': () => {
          throw trpcError(ErrorCode.invalidValue, { fieldErrors: { 'activities.1.userRolesId': [ErrorCode.invalidValue] } });
        },
      }),
    });
    const list = await screen.findByRole('list', { name: 'Veiklos' });
    const [first] = within(list).getAllByRole('listitem');
    await app.user.click(within(first!).getByRole('checkbox', { name: 'Pradinė veikla' }));
    expect(await screen.findByText('Lygiai viena eigos veikla turi būti pažymėta kaip pradinė.')).toBeInTheDocument();
    await app.user.click(within(first!).getByRole('checkbox', { name: 'Pradinė veikla' }));
    await waitFor(() => expect(screen.queryByText('Lygiai viena eigos veikla turi būti pažymėta kaip pradinė.')).not.toBeInTheDocument());

    // A change the browser cannot judge: the server refuses the second activity's group.
    const second = within(list).getAllByRole('listitem')[1]!;
    const name = within(second).getByRole('textbox', { name: /^Pavadinimas( \*)?$/ });
    await app.user.type(name, ' (HR)');
    await app.user.click(screen.getByRole('button', { name: 'Išsaugoti veiklas' }));
    expect(await within(second).findByText(INVALID_VALUE)).toBeInTheDocument();
    expect(within(first!).queryByText(INVALID_VALUE)).not.toBeInTheDocument();
  });
  it('saves the workflow’s name and notices under the version it read', async () => {
    const app = renderApp({
      route: '/admin/workflow-templates/activities/5',
      signedIn: true,
      procedures: activitiesServer({
        'workflowDesigner.options': () => ({
          ...options,
          messageTemplates: [{ id: 8, code: 'workflow.approved', subject: 'Patvirtinta', subjectEn: 'Approved', companyCode: null }],
        }),
        'workflowDesigner.update': () => ({ ...details(), version: 4 }),
      }),
    });
    const general = (await screen.findByRole('heading', { name: GENERAL })).closest('form')!;
    const name = within(general).getByRole('textbox', { name: /^Pavadinimas( \*)?$/ });
    await app.user.clear(name);
    await app.user.type(name, 'Nuotolinis darbas (nauja)');
    await app.user.click(within(general).getByRole('combobox', { name: 'Pranešimas, kai dokumentas patvirtinamas' }));
    await app.user.click(await screen.findByRole('option', { name: 'workflow.approved · Patvirtinta' }));
    await app.user.click(within(general).getByRole('button', { name: 'Išsaugoti' }));
    await waitFor(() =>
      expect(app.callsOf('workflowDesigner.update')[0]?.input).toMatchObject({
        id: 5,
        version: 3,
        name: 'Nuotolinis darbas (nauja)',
        templateApprovedId: 8,
      }),
    );
  });
});

describe('one activity’s actions and options', () => {
  it('saves the actions offered and the options, and shows the server’s refusal beside the field', async () => {
    let refuse = true;
    const { activitiesCount: _count, ...workflow } = aWorkflow(5, 'Nuotolinis darbas');
    const app = renderApp({
      route: '/admin/workflow-templates/activities/actions/12',
      signedIn: true,
      procedures: {
        'users.me': () => designer,
        'workflowDesigner.options': () => options,
        'workflowDesigner.getActivity': () => ({ workflow, activity: anActivity(12, 'Personalo patvirtinimas', { final: true }) }),
        'workflowDesigner.updateActivity': () => {
          if (refuse) {
            refuse = false;
            throw trpcError(ErrorCode.workflowAutocompleteWithoutDuration, {
              fieldErrors: { durationWorkingDays: [ErrorCode.workflowAutocompleteWithoutDuration] },
            });
          }
          return { workflow: { ...workflow, version: 4 }, activity: anActivity(12, 'Personalo patvirtinimas', { final: true }) };
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Personalo patvirtinimas', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Eigos veiklos' })).toHaveAttribute('href', '/admin/workflow-templates/activities/5');
    await app.user.click(screen.getByRole('checkbox', { name: 'Atšaukti dokumentą' }));
    await app.user.click(screen.getByRole('checkbox', { name: 'Turi patvirtinti visi dalyviai' }));
    await app.user.click(screen.getByRole('button', { name: 'Išsaugoti' }));
    expect(await screen.findByText('Veikla automatiškai užbaigiama tik nurodžius trukmę darbo dienomis.')).toBeInTheDocument();
    const [input] = app.callsOf('workflowDesigner.updateActivity').map((call) => call.input);
    expect(input).toMatchObject({ id: 12, version: 3, actions: ['approve', 'decline', 'cancel'], allToConfirm: true, final: true });
  });
});

describe('the forms and their workflows', () => {
  const form: FormWorkflows = {
    formId: 3,
    formName: 'Nuotolinio darbo prašymas',
    formNameEn: null,
    formGroupId: 4,
    formGroupName: 'Prašymai',
    companyCode: 'SV',
    archived: false,
    canEdit: true,
    mappings: [
      {
        id: 21,
        formId: 3,
        workflowId: 5,
        workflowName: 'Nuotolinis darbas',
        workflowNameEn: null,
        workflowActive: true,
        workflowCompanyCode: 'SV',
        type: 0,
      },
    ],
  };
  const mappingsServer = (): ProcedureMocks => ({
    'users.me': () => designer,
    'workflowDesigner.options': () => options,
    'workflowDesigner.mappings': () => ({ items: [form], pagination: { page: 1, rowsPerPage: 20, totalRecords: 1 } }),
    'workflowDesigner.list': () => ({
      items: [aWorkflow(6, 'Atšaukimas SV'), aWorkflow(7, 'Bendras atšaukimas', { companyCode: null, canEdit: false })],
      pagination: { page: 1, rowsPerPage: 100, totalRecords: 2 },
    }),
    'workflowDesigner.addMapping': () => form,
    'workflowDesigner.deleteMapping': (input) => ({ id: Number(input.id) }),
  });

  it('lists forms with their approval workflows, filters by group and maps a cancellation workflow', async () => {
    const app = renderApp({ route: '/admin/workflows', signedIn: true, procedures: mappingsServer() });
    const table = await screen.findByRole('table', { name: 'Formos ir jų eigos' });
    const [row] = within(table).getAllByRole('row').slice(1);
    expect(within(row!).getByText('Nuotolinis darbas')).toBeInTheDocument();

    await app.user.click(screen.getByRole('combobox', { name: 'Formų grupė' }));
    await app.user.click(await screen.findByRole('option', { name: 'Prašymai' }));
    await waitFor(() => expect(app.callsOf('workflowDesigner.mappings').at(-1)?.input).toMatchObject({ formGroupId: 4 }));

    await app.user.click(within(row!).getByRole('button', { name: 'Pridėti eigą formai „Nuotolinio darbo prašymas“' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pridėti eigą formai „Nuotolinio darbo prašymas“' });
    await app.user.click(within(dialog).getByRole('radio', { name: 'Atšaukimas' }));
    await app.user.click(within(dialog).getByRole('combobox', { name: /Darbo eiga/ }));
    await app.user.click(await screen.findByRole('option', { name: 'Atšaukimas SV' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Pridėti' }));
    await waitFor(() => expect(app.callsOf('workflowDesigner.addMapping')[0]?.input).toEqual({ formId: 3, workflowId: 6, type: 1 }));
  });

  it('removes a mapping from the form editor’s workflows tab', async () => {
    const app = renderApp({ route: '/admin/documents/edit-form/3/workflows', signedIn: true, procedures: mappingsServer() });
    const table = await screen.findByRole('table', { name: 'Formos ir jų eigos' });
    expect(app.callsOf('workflowDesigner.mappings')[0]?.input).toMatchObject({ formId: 3 });
    await app.user.click(within(table).getByRole('button', { name: 'Pašalinti „Nuotolinis darbas“ iš „Nuotolinio darbo prašymas“' }));
    await waitFor(() => expect(app.callsOf('workflowDesigner.deleteMapping')[0]?.input).toEqual({ id: 21 }));
  });
});
