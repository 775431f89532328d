import { useLingui } from '@lingui/react';
import { isLanguage } from '@portal/shared/users/user-options';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { applyWordingOverrides } from '../lib/i18n';
import { useTRPC } from '../lib/trpc';

/** Loads the administrators' rewording of server messages for the active language and company. */
export function WordingOverrides() {
  const trpc = useTRPC();
  const { i18n } = useLingui();
  const language = isLanguage(i18n.locale) ? i18n.locale : 'lt';
  const { data: overrides } = useQuery(trpc.localization.overrides.queryOptions({ lang: language }, { staleTime: 5 * 60_000 }));
  useEffect(() => {
    if (overrides) applyWordingOverrides(language, overrides);
  }, [language, overrides]);
  return null;
}
