import type { EmployeeListItem } from '@portal/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aRoute } from '../../../components/approval-route/approval-route-fixtures';
import { aUser } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

const admin = aUser({ id: 2, username: 'admin', employeeNo: 'E0002', adminAccess: 2 });

function anEmployee(employeeNo: string, fullName: string, jobTitle: string): EmployeeListItem {
  const [firstName = '', lastName = ''] = fullName.split(' ');
  return { employeeNo, firstName, lastName, fullName, departmentCode: 'GAM', department: 'Gamyba', jobTitle, isManager: false };
}

describe('the form editor’s approval route tab', () => {
  it('shows the route of the employee the designer picks', async () => {
    const app = renderApp({
      route: '/admin/documents/edit-form/12/route',
      signedIn: true,
      procedures: {
        'users.me': () => admin,
        'employees.listWithoutPagination': () => [
          anEmployee('E0007', 'Ona Petraitienė', 'Operatorė'),
          anEmployee('E0009', 'Jonas Petraitis', 'Sandėlininkas'),
        ],
        'approvalRoutes.designerPreview': () => aRoute(),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Tvirtinimo maršrutas' })).toBeInTheDocument();
    expect(app.callsOf('approvalRoutes.designerPreview')).toEqual([]);

    const picker = await screen.findByRole('combobox', { name: 'Darbuotojas' });
    await waitFor(() => expect(picker).toBeEnabled());
    await app.user.click(picker);
    await app.user.click(await screen.findByRole('option', { name: 'Ona Petraitienė — Operatorė' }));
    expect(await screen.findByText('Jonas Vadovas')).toBeInTheDocument();
    expect(app.callsOf('approvalRoutes.designerPreview').map((call) => call.input)).toEqual([{ formId: 12, employeeNo: 'E0007' }]);
  });
});
