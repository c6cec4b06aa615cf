/** A screen that a later issue builds: its heading, its sub-line and a short note. */
import { Construction } from "lucide-react";
import { Card } from "../ui/card.tsx";
import { PageHeader } from "./page_header.tsx";

/** Heading, intro and an "under construction" card. */
export function PlaceholderPage({ title, intro }: { title: string; intro?: string }) {
  return (
    <>
      <PageHeader title={title} intro={intro} />
      <Card className="flex items-center gap-3 p-6 text-muted-foreground" data-testid="placeholder">
        <Construction aria-hidden="true" className="size-5 shrink-0" />
        <p>This section is under construction.</p>
      </Card>
    </>
  );
}
