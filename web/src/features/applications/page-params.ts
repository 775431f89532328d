import { ALL_STATES, type StateFilter, StateFilterSchema } from '@portal/shared';

// The list screens keep their filters and page in the address, so Back from a document returns to them.

export function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export function formIdFrom(value: string | null): number | undefined {
  const id = Number(value);
  return value !== null && Number.isInteger(id) && id >= 1 ? id : undefined;
}

export function stateFrom(value: string | null, fallback: StateFilter = ALL_STATES): StateFilter {
  const parsed = StateFilterSchema.safeParse(value);
  return parsed.success ? parsed.data : fallback;
}

/** The address's query with the given values set, blanks removed. */
export function withParams(current: URLSearchParams, values: Record<string, string | number | undefined>): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}
