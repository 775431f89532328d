import { defineRestRows } from '../../plugins/rest-api';

export const myScheduleRestRows = defineRestRows([
  {
    method: 'GET',
    path: '/my-schedule/my-schedule/:year/:month',
    procedure: 'mySchedule.month',
    input: ({ params }) => ({ year: params.year, month: params.month }),
  },
  {
    method: 'GET',
    path: '/my-schedule/entry-details/:entryId',
    procedure: 'mySchedule.entryDetails',
    input: ({ params }) => ({ entryId: params.entryId }),
  },
]);
