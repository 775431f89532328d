import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showSuccess } from '../../../lib/notices';
import { storeCompany } from '../../../lib/session';
import { useTRPC } from '../../../lib/trpc';

/** Switches the session's company, keeps it locally and reloads what depends on it (spec 1 §4). */
export function useChangeCompany(options: { onChanged?: () => void } = {}) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.users.changeCompany.mutationOptions({
      onSuccess: async (user) => {
        storeCompany(user);
        queryClient.setQueryData(trpc.users.me.queryKey(), user);
        showSuccess(t`Company changed.`);
        options.onChanged?.();
        // The user's employee record, the company and its wording overrides all depend on the company.
        await Promise.all([
          queryClient.invalidateQueries(trpc.users.pathFilter()),
          queryClient.invalidateQueries(trpc.companies.pathFilter()),
          queryClient.invalidateQueries(trpc.localization.pathFilter()),
        ]);
      },
    }),
  );
}
