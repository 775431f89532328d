import { defineRestRows, type RestRequestParts } from '../../plugins/rest-api';

/** The legacy picker names the placed field `id`; the procedure calls it formDataId. */
function pickerInput({ query }: RestRequestParts) {
  const { id, ...rest } = query;
  return id === undefined ? rest : { ...rest, formDataId: id };
}

export const formLookupsRestRows = defineRestRows([
  { method: 'GET', path: '/documents/employee-meta', procedure: 'formLookups.employeeMeta', input: pickerInput },
  { method: 'GET', path: '/documents/users-with-employee-meta', procedure: 'formLookups.usersWithEmployeeMeta', input: pickerInput },
  { method: 'GET', path: '/documents/users-with-employee-info', procedure: 'formLookups.usersWithEmployeeInfo' },
  { method: 'GET', path: '/documents/employee-departments', procedure: 'formLookups.employeeDepartments', input: () => undefined },
  { method: 'GET', path: '/documents/employee-job-titles', procedure: 'formLookups.employeeJobTitles', input: () => undefined },
  {
    method: 'GET',
    path: '/documents/get-employee-manager/:employeeNo',
    procedure: 'formLookups.employeeManager',
    input: ({ params }) => ({ employeeNo: params.employeeNo }),
  },
  {
    method: 'GET',
    path: '/documents/get-employee-functional-manager/:employeeNo',
    procedure: 'formLookups.employeeFunctionalManager',
    input: ({ params }) => ({ employeeNo: params.employeeNo }),
  },
  { method: 'POST', path: '/documents/holiday-reserve-balance', procedure: 'formLookups.holidayReserveBalance' },
  { method: 'GET', path: '/documents/get-annual-leave-calculation', procedure: 'formLookups.annualLeaveCalculation' },
  { method: 'GET', path: '/documents/get-annual-leave-calculation-allowance', procedure: 'formLookups.annualLeaveCalculationAllowance' },
  { method: 'GET', path: '/documents/check-parent-day-off', procedure: 'formLookups.checkParentDayOff' },
  { method: 'GET', path: '/documents/check-entered-form-dates', procedure: 'formLookups.checkEnteredFormDates' },
]);
