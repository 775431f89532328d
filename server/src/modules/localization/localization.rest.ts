import { defineRestRows } from '../../plugins/rest-api';

export const localizationRestRows = defineRestRows([
  { method: 'GET', path: '/localization/:lang', procedure: 'localization.overrides', input: ({ params }) => ({ lang: params.lang }) },
]);
