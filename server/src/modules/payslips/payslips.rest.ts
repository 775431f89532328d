import { defineRestRows } from '../../plugins/rest-api';

export const payslipsRestRows = defineRestRows([
  {
    method: 'GET',
    path: '/employees/:employeeNo/payslips',
    procedure: 'payslips.get',
    input: ({ params }) => ({ employeeNo: params.employeeNo }),
  },
  {
    method: 'GET',
    path: '/employees/:employeeNo/payslips/:year/:month',
    procedure: 'payslips.get',
    input: ({ params }) => ({ employeeNo: params.employeeNo, year: params.year, month: params.month }),
  },
  {
    method: 'GET',
    path: '/employees/:employeeNo/payslips-history',
    procedure: 'payslips.history',
    paged: true,
    input: ({ params, query }) => ({ ...query, employeeNo: params.employeeNo }),
  },
]);
