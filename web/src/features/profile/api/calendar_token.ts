/**
 * POST /api/auth/calendar-token: a new secret iCalendar URL of the user's deadlines. Each call
 * makes a new one; the one before stops working.
 */
import { useMutation } from "@tanstack/react-query";
import { sendJson } from "@/lib/api_request.ts";

/** Makes a new calendar URL. */
export function useCalendarToken() {
  return useMutation({
    mutationFn: () => sendJson("POST /api/auth/calendar-token", "/api/auth/calendar-token"),
  });
}
