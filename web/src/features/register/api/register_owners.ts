/** GET /api/register/owners: the users of the caller's register (the owner choices). */
import { useQuery } from "@tanstack/react-query";
import { routeQueryFn } from "@/lib/api_request.ts";

/** Who may own the register's entries and controls. */
export function useRegisterOwners() {
  return useQuery({
    queryKey: ["/api/register/owners"],
    queryFn: routeQueryFn("GET /api/register/owners"),
  });
}
