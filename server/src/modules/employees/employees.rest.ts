import { defineRestRows } from '../../plugins/rest-api';

export const employeesRestRows = defineRestRows([
  {
    method: 'GET',
    path: '/employees/:employeeNo/appointments',
    procedure: 'employees.contract',
    input: ({ params }) => ({ employeeNo: params.employeeNo }),
  },
  {
    method: 'GET',
    path: '/employees/get-holiday-reserve/:employeeNo',
    procedure: 'employees.holidayReserve',
    input: ({ params, query }) => ({ ...query, employeeNo: params.employeeNo }),
  },
  { method: 'GET', path: '/employees/list-with-department-info', procedure: 'employees.listWithDepartmentInfo' },
  {
    method: 'GET',
    path: '/employees/list-available/:date',
    procedure: 'employees.listAvailable',
    input: ({ params, query }) => ({ ...query, date: params.date }),
  },
  { method: 'GET', path: '/employees/all', procedure: 'employees.all', paged: true },
  { method: 'GET', path: '/employees/list-without-pagination', procedure: 'employees.listWithoutPagination' },
]);
