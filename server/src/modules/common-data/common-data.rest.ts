import { defineRestRows } from '../../plugins/rest-api';

export const commonDataRestRows = defineRestRows([
  { method: 'GET', path: '/common-data/get-countries', procedure: 'commonData.countries', input: () => undefined },
  { method: 'GET', path: '/common-data/get-activity-codes', procedure: 'commonData.activityCodes', input: () => undefined },
  { method: 'GET', path: '/common-data/working-ability-values', procedure: 'commonData.workingAbilityValues', input: () => undefined },
  { method: 'GET', path: '/common-data/marital-status-values', procedure: 'commonData.maritalStatusValues', input: () => undefined },
  {
    method: 'GET',
    path: '/common-data/payroll-calendar/:dateFrom/:dateTo/:code',
    procedure: 'commonData.payrollCalendar',
    input: ({ params }) => ({ dateFrom: params.dateFrom, dateTo: params.dateTo, code: params.code }),
  },
]);
