import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { messageOf, statusOf } from "../api/client.js";
import { notify } from "../components/Toasts/toasts.js";

/**
 * The data cache. Spec §8: a failed request shows a negative notification with the server's message (already in
 * the user's language). A 401 on the session read is how "signed out" is learnt, so it is not shown.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        // pages that show a failed read themselves (a not-found item page) say so with meta.quiet
        if (statusOf(error) !== 401 && !query.meta?.quiet) notify("negative", messageOf(error));
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        // forms that show the error next to a field say so with meta.quiet
        if (!mutation.meta?.quiet) notify("negative", messageOf(error));
      },
    }),
    defaultOptions: {
      queries: { retry: (count, error) => (statusOf(error) ?? 500) >= 500 && count < 2, refetchOnWindowFocus: false },
    },
  });
}
