import { defineRestRows } from '../../plugins/rest-api';

export const absencesRestRows = defineRestRows([
  {
    method: 'GET',
    path: '/employees/:employeeNo/absences',
    procedure: 'absences.forEmployee',
    input: ({ params, query }) => ({ ...query, employeeNo: params.employeeNo }),
  },
  { method: 'GET', path: '/employees/current-employee-absences', procedure: 'absences.current', paged: true },
  {
    method: 'GET',
    path: '/employees/:employeeNo/absences-and-activities',
    procedure: 'absences.withActivities',
    input: ({ params, query }) => ({ ...query, employeeNo: params.employeeNo }),
  },
  { method: 'GET', path: '/employees/current-employee-absences-and-activities', procedure: 'absences.currentWithActivities', paged: true },
]);
