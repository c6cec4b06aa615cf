/** The navigation bar's logout: end the session, toast, clear the cache, reload to / (§4). */
import { useQueryClient } from "@tanstack/react-query";
import { useLogout } from "@/features/auth/api/logout.ts";
import { LOGOUT_REDIRECT_DELAY_MS } from "@/lib/constants.ts";
import { toastError } from "@/lib/toast_error.ts";
import { toast } from "@/lib/use_toast.ts";
import { LOGOUT_TOASTS } from "./strings.ts";

/** Returns the logout action and whether it is running. */
export function useLogoutAction(): { logout: () => void; isPending: boolean } {
  const queryClient = useQueryClient();
  const mutation = useLogout();

  async function logout() {
    try {
      await mutation.mutateAsync();
    } catch (error) {
      toastError(LOGOUT_TOASTS.failed.title, error, LOGOUT_TOASTS.failed.fallback);
      return;
    }
    toast(LOGOUT_TOASTS.loggedOut);
    queryClient.clear();
    setTimeout(() => {
      globalThis.location.href = "/";
    }, LOGOUT_REDIRECT_DELAY_MS);
  }

  return { logout: () => void logout(), isPending: mutation.isPending };
}
