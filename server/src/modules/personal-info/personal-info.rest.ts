import { defineRestRows } from '../../plugins/rest-api';

export const personalInfoRestRows = defineRestRows([
  {
    method: 'GET',
    path: '/employees/:employeeNo/personal-information',
    procedure: 'personalInfo.get',
    input: ({ params }) => ({ employeeNo: params.employeeNo }),
  },
]);
