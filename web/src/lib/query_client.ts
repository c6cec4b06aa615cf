/** The app's single QueryClient with the defaults of spec part 1 §9. */
import { QueryClient } from "@tanstack/react-query";
import { getQueryFn } from "./api_request.ts";

/** Makes a QueryClient: no retries, never stale, no refetch on focus, no polling by default. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

/** The QueryClient the app renders with. */
export const queryClient: QueryClient = createQueryClient();
