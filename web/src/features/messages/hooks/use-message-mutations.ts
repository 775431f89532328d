import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

/** Refreshes what reading or deleting messages changes: the list and the top-bar badge with the drawer. */
export function useInvalidateMessages() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.messages.list.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.messages.sidebar.pathKey() }),
    ]);
}

/** Deletes the caller's messages by id; a failure shows the first server message (spec 1 §8). */
export function useDeleteMessages() {
  const trpc = useTRPC();
  const invalidate = useInvalidateMessages();
  return useMutation(trpc.messages.deleteMany.mutationOptions({ onSettled: () => invalidate() }));
}
