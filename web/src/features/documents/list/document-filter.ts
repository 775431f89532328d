import {
  type AdvancedSearchItem,
  formatAdvancedSearch,
  isIsoDate,
  parseAdvancedSearch,
  type SubmissionState,
  SubmissionStateSchema,
} from '@portal/shared';
import { readSession, SessionKey, writeSession } from '../../../lib/storage';

/** The documents list's filter as the user set it; empty strings are filters left empty. */
export interface DocumentFilter {
  /** The group chosen in the tree (a chosen form also sets its group). */
  formGroupId: number | undefined;
  formId: number | undefined;
  startDate: string;
  endDate: string;
  searchQuery: string;
  state: SubmissionState | '';
  /** The per-field search, `fieldId[value]` items separated by commas (spec 1 §9). */
  advancedSearch: string;
}

export const emptyFilter: DocumentFilter = {
  formGroupId: undefined,
  formId: undefined,
  startDate: '',
  endDate: '',
  searchQuery: '',
  state: '',
  advancedSearch: '',
};

function idFrom(value: string | null): number | undefined {
  const id = Number(value);
  return value !== null && Number.isInteger(id) && id >= 1 ? id : undefined;
}

function dateFrom(value: string | null): string {
  return value !== null && isIsoDate(value) ? value : '';
}

/** The filter left in session storage by an earlier visit in this tab; unreadable values are dropped. */
export function readStoredFilter(): DocumentFilter {
  const state = SubmissionStateSchema.safeParse(readSession(SessionKey.state));
  const advancedSearch = readSession(SessionKey.advancedSearch) ?? '';
  return {
    formGroupId: idFrom(readSession(SessionKey.formGroupId)),
    formId: idFrom(readSession(SessionKey.formId)),
    startDate: dateFrom(readSession(SessionKey.startDate)),
    endDate: dateFrom(readSession(SessionKey.endDate)),
    searchQuery: readSession(SessionKey.searchQuery) ?? '',
    state: state.success ? state.data : '',
    advancedSearch: parseAdvancedSearch(advancedSearch) === null ? '' : advancedSearch,
  };
}

export function storeFilter(filter: DocumentFilter): void {
  writeSession(SessionKey.formGroupId, filter.formGroupId === undefined ? null : String(filter.formGroupId));
  writeSession(SessionKey.formId, filter.formId === undefined ? null : String(filter.formId));
  writeSession(SessionKey.startDate, filter.startDate);
  writeSession(SessionKey.endDate, filter.endDate);
  writeSession(SessionKey.searchQuery, filter.searchQuery);
  writeSession(SessionKey.state, filter.state);
  writeSession(SessionKey.advancedSearch, filter.advancedSearch);
}

/** The per-field values of an advanced-search string, by field id. */
export function advancedValuesOf(advancedSearch: string): Record<string, string> {
  return Object.fromEntries((parseAdvancedSearch(advancedSearch) ?? []).map((item) => [item.fieldId, item.value]));
}

/** The advanced-search string of per-field values; blank values are left out. */
export function advancedSearchOf(values: Record<string, string>, fieldOrder: readonly string[]): string {
  const items: AdvancedSearchItem[] = fieldOrder
    .filter((fieldId) => (values[fieldId] ?? '').trim() !== '')
    .map((fieldId) => ({ fieldId, value: (values[fieldId] ?? '').trim() }));
  return formatAdvancedSearch(items);
}

/** Only the items of fields the search offers: a field hidden since, or of another group, must not filter unseen. */
export function advancedSearchFor(advancedSearch: string, searchFieldIds: readonly string[]): string {
  const values = advancedValuesOf(advancedSearch);
  return advancedSearchOf(values, searchFieldIds);
}
