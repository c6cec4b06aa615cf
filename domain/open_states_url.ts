/**
 * What an "open-states" source's URL must say (issue 30): Open States' /bills requires a state
 * (`jurisdiction=ca`) or a search (`q=…`), so a URL with neither cannot be read. Here, in the
 * domain, so that the source form's validation and the adapter say the same.
 */

/** Why an Open States URL cannot be read. */
export const OPEN_STATES_URL_MESSAGE =
  "An Open States URL must name a state (jurisdiction=ca) or a search (q=…), e.g. https://v3.openstates.org/bills?jurisdiction=ca";

/** Null when the URL names a state or a search; else {@link OPEN_STATES_URL_MESSAGE}. */
export function openStatesUrlProblem(url: string): string | null {
  let params: URLSearchParams;
  try {
    params = new URL(url).searchParams;
  } catch {
    return OPEN_STATES_URL_MESSAGE;
  }
  const named = (name: string) => (params.get(name) ?? "").trim() !== "";
  return named("jurisdiction") || named("q") ? null : OPEN_STATES_URL_MESSAGE;
}
