import type { ApprovalRoute } from '@portal/shared';

/** A two-step route as the server answers it: the manager (substituted today), then HR with a deadline. */
export function aRoute(overrides: Partial<ApprovalRoute> = {}): ApprovalRoute {
  return {
    formId: 12,
    employeeNo: 'E0007',
    employeeName: 'Ona Petraitienė',
    workflow: { id: 3, name: 'Kasmetinių atostogų tvirtinimas', nameEn: 'Annual leave approval' },
    steps: [
      {
        id: 31,
        name: 'Vadovo pritarimas',
        nameEn: "Manager's consent",
        outcome: 'decides',
        allToConfirm: false,
        isNamedOnDocument: false,
        isFinal: false,
        durationWorkingDays: 3,
        autocompleteAfterDuration: false,
        participants: [
          {
            userId: 5,
            employeeNo: 'E0005',
            name: 'Jonas Vadovas',
            jobTitle: 'Gamybos vadovas',
            source: 'manager',
            substitutes: [{ employeeNo: 'E0019', name: 'Rūta Pavaduotoja' }],
          },
        ],
      },
      {
        id: 32,
        name: 'Personalo patvirtinimas',
        nameEn: 'HR approval',
        outcome: 'skipped',
        allToConfirm: true,
        isNamedOnDocument: false,
        isFinal: true,
        durationWorkingDays: null,
        autocompleteAfterDuration: false,
        participants: [],
      },
    ],
    ...overrides,
  };
}
