/** / and /overview: the Legal Updates listing (a later issue builds the listing itself). */
import { PageHeader } from "../../components/layout/page_header.tsx";
import { Card } from "../../components/ui/card.tsx";
import { PAGES } from "../../lib/pages.ts";

/** Heading and intro of the listing. */
export function LegalUpdatesRoute() {
  return (
    <>
      <PageHeader title={PAGES.legalUpdates.label} intro={PAGES.legalUpdates.intro} />
      <Card className="p-6 text-muted-foreground" data-testid="placeholder">
        The listing of approved legal updates appears here.
      </Card>
    </>
  );
}
