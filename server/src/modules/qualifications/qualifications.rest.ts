import { defineRestRows } from '../../plugins/rest-api';

export const qualificationsRestRows = defineRestRows([
  { method: 'GET', path: '/other/employee-qualification', procedure: 'qualifications.mine', input: () => undefined },
  {
    method: 'GET',
    path: '/employees/:employeeNo/qualifications',
    procedure: 'qualifications.forEmployee',
    input: ({ params }) => ({ employeeNo: params.employeeNo }),
  },
]);
