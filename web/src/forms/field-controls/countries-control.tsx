import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTRPC } from '../../lib/trpc';
import type { FieldControlProps } from './field-control';
import { OptionSelect } from './option-select';

// The countries the search offers first (spec 1 §5): the ones business trips go to most.
const FREQUENT_COUNTRIES = ['LV', 'EE', 'GB', 'DK', 'DE', 'PL', 'SE', 'NO', 'FR'];

function rank(code: string): number {
  const index = FREQUENT_COUNTRIES.indexOf(code);
  return index === -1 ? FREQUENT_COUNTRIES.length : index;
}

/** Types 8 (countries) and 15 (business-trip location): a searchable country list, kept as the country code. */
export function CountriesControl(props: FieldControlProps) {
  const trpc = useTRPC();
  const countries = useQuery(trpc.commonData.countries.queryOptions(undefined, { staleTime: Number.POSITIVE_INFINITY }));
  const data = useMemo(
    () =>
      [...(countries.data ?? [])]
        .sort((a, b) => rank(a.code) - rank(b.code) || a.name.localeCompare(b.name))
        .map((country) => ({ value: country.code, label: country.labelWithCountryCode })),
    [countries.data],
  );
  return <OptionSelect control={props} data={data} searchable />;
}
