import type { ClassifierValue } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc';
import type { FieldControlProps } from './field-control';
import { OptionSelect } from './option-select';

function toOptions(items: ClassifierValue[] | undefined) {
  return (items ?? []).map((item) => ({ value: String(item.id), label: item.value }));
}

/** Type 16: a working-ability value, kept as its id. */
export function WorkingAbilitiesControl(props: FieldControlProps) {
  const trpc = useTRPC();
  const items = useQuery(trpc.commonData.workingAbilityValues.queryOptions(undefined, { staleTime: Number.POSITIVE_INFINITY }));
  return <OptionSelect control={props} data={toOptions(items.data)} searchable />;
}

/** Type 17: a marital status, kept as its id. */
export function MaritalStatusesControl(props: FieldControlProps) {
  const trpc = useTRPC();
  const items = useQuery(trpc.commonData.maritalStatusValues.queryOptions(undefined, { staleTime: Number.POSITIVE_INFINITY }));
  return <OptionSelect control={props} data={toOptions(items.data)} searchable />;
}
