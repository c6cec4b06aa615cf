/**
 * /admin: the Verification Portal, admins and superadmins (spec part 2 §2), with its Quality tab
 * (issue 16), whose code and charting library load only when the tab is opened.
 */
import { lazy, Suspense, useState } from "react";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs.tsx";
import { VerificationPortal } from "@/features/admin/components/verification_portal.tsx";
import { PORTAL_TABS } from "@/features/admin/strings.ts";

const QualityTab = lazy(() => import("@/features/admin/components/quality/quality_tab.tsx"));

type PortalTab = "review" | "quality";

/** The Verification Portal route: the review queue, and the Quality tab. */
export function AdminRoute() {
  const [tab, setTab] = useState<PortalTab>("review");
  return (
    <Tabs value={tab} onValueChange={(next) => setTab(next as PortalTab)}>
      <TabsList aria-label={PORTAL_TABS.label} className="mb-4">
        <TabsTrigger value="review" data-testid="portal-tab-review">
          {PORTAL_TABS.review}
        </TabsTrigger>
        <TabsTrigger value="quality" data-testid="portal-tab-quality">
          {PORTAL_TABS.quality}
        </TabsTrigger>
      </TabsList>
      <TabsContent value="review" className="mt-0">
        <VerificationPortal />
      </TabsContent>
      <TabsContent value="quality" className="mt-0">
        <Suspense fallback={<Skeleton className="h-64 w-full" />}>
          <QualityTab />
        </Suspense>
      </TabsContent>
    </Tabs>
  );
}
