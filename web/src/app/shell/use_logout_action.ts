/** The navigation bar's logout: end the session, toast, clear the cache, reload to / (§4). */
import { useQueryClient } from "@tanstack/react-query";
import { LOGOUT_REDIRECT_DELAY_MS } from "../../../lib/constants.ts";
import { toastError } from "../../../lib/toast_error.ts";
import { toast } from "../../../lib/use_toast.ts";
import { useLogout } from "../api/logout.ts";
import { TOASTS } from "../strings.ts";

/** Returns the logout action and whether it is running. */
export function useLogoutAction(): { logout: () => void; isPending: boolean } {
  const queryClient = useQueryClient();
  const mutation = useLogout();

  async function logout() {
    try {
      await mutation.mutateAsync();
    } catch (error) {
      toastError(TOASTS.logoutFailed.title, error, TOASTS.logoutFailed.fallback);
      return;
    }
    toast(TOASTS.loggedOut);
    queryClient.clear();
    setTimeout(() => {
      globalThis.location.href = "/";
    }, LOGOUT_REDIRECT_DELAY_MS);
  }

  return { logout: () => void logout(), isPending: mutation.isPending };
}
