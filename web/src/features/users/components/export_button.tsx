/** Export CSV (spec part 2 §2, §8): downloads the filtered users and says how many. */
import { Download } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { toast } from "@/lib/use_toast.ts";
import { exportUsers } from "../api/export_users.ts";
import type { UserFilterState } from "../api/user_filters.ts";
import { BUTTONS, TOASTS } from "../strings.ts";

/** The button; exports what the filters currently select. */
export function ExportButton({ filters }: { filters: UserFilterState }) {
  const [busy, setBusy] = useState(false);

  async function onClick() {
    setBusy(true);
    try {
      const count = await exportUsers(filters);
      toast({ title: TOASTS.exported.title, description: TOASTS.exported.description(count) });
    } catch {
      toast({ variant: "destructive", ...TOASTS.exportFailed });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button variant="outline" onClick={onClick} disabled={busy} data-testid="button-export-csv">
      <Download aria-hidden="true" />
      {busy ? BUTTONS.exporting : BUTTONS.exportCsv}
    </Button>
  );
}
