/** GET /api/config: run-time settings of the deployment (public; the sign-in page and Profile). */
import { useQuery } from "@tanstack/react-query";
import type { PublicConfig } from "@api/schemas/config.ts";
import { safeMarketingUrl } from "@api/schemas/links.ts";
import { routeQueryFn } from "@/lib/api_request.ts";

/** Query key of the public settings. */
export const PUBLIC_CONFIG_KEY = ["/api/config"] as const;

/** Its loader: both readers share the one cache entry. */
const loadPublicConfig = routeQueryFn("GET /api/config");

/** The documented default of MARKETING_URL. */
const DEFAULT_MARKETING_URL = "/";

/**
 * Where the sign-in screen's home link goes: MARKETING_URL as the server says (checked again
 * here, so nothing but a path or an http(s) URL ever becomes the link), '/' until it is known.
 */
export function useMarketingUrl(): string {
  const { data } = useQuery({ queryKey: PUBLIC_CONFIG_KEY, queryFn: loadPublicConfig });
  return (data && safeMarketingUrl(data.marketingUrl)) ?? DEFAULT_MARKETING_URL;
}

/** Single sign-on as the server offers it (label and OIDC_ONLY), or null when it is off. */
export function useSsoConfig(): PublicConfig["sso"] {
  const { data } = useQuery({ queryKey: PUBLIC_CONFIG_KEY, queryFn: loadPublicConfig });
  return data?.sso ?? null;
}
