/** PATCH /api/auth/profile: own profile and company information (spec part 2 §7). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api_request.ts";
import type { ProfileInput } from "../../../../../api/schemas/profile.ts";
import type { ProfileUser } from "./types.ts";

/** The current user's query key (the auth feature owns the query; the profile refreshes it). */
const CURRENT_USER_KEY = ["/api/auth/user"] as const;

/** Sends the changed fields; answers the updated user. */
export async function updateProfile(body: ProfileInput): Promise<ProfileUser> {
  const res = await apiRequest("PATCH", "/api/auth/profile", body);
  return await res.json() as ProfileUser;
}

/** Mutation for both profile cards; the current user is fetched again afterwards. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
  });
}
