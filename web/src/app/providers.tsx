/** App-wide providers: data cache, tooltips and the toast region. */
import type { ReactNode } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { Toaster } from "../components/ui/toaster.tsx";
import { ToastSlotProvider } from "../components/ui/toast_slot.tsx";
import { TooltipProvider } from "../components/ui/tooltip.tsx";
import { queryClient } from "../lib/query_client.ts";

/** Wraps the app in the QueryClient, the tooltip provider and the Toaster (with its dialog slots). */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider delayDuration={300}>
        <ToastSlotProvider>
          {children}
          <Toaster />
        </ToastSlotProvider>
      </TooltipProvider>
    </QueryClientProvider>
  );
}
