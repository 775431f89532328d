import { defineRestRows } from '../../plugins/rest-api';

export const workTimeSettingsRestRows = defineRestRows([
  { method: 'GET', path: '/wtc-area/work-time-settings', procedure: 'workTimeSettings.get', input: () => undefined },
  // {laborCode: {maxConsecutiveWorkDays, maxWeeklyMinutes, …}}
  { method: 'PUT', path: '/wtc-area/work-time-settings', procedure: 'workTimeSettings.update' },
]);
