/** Any unknown path while signed in, and pages the role may not open: 'Page Not Found'. */
import { CircleExclamationPoint } from "lucide-react";
import { Link } from "wouter";
import { buttonClasses } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";

/** The 404 page. */
export function NotFoundRoute() {
  return (
    <div className="flex justify-center py-10">
      <Card className="w-full max-w-md p-6" data-testid="not-found">
        <div className="flex items-center gap-2">
          <CircleExclamationPoint aria-hidden="true" className="size-7 text-destructive" />
          <h1 className="text-2xl font-bold">Page Not Found</h1>
        </div>
        <p className="mt-3 text-sm text-muted-foreground">
          The page you are looking for does not exist, or the address was mistyped.
        </p>
        <Link href="/" className={buttonClasses({ variant: "outline", className: "mt-6" })}>
          Go to Legal Updates
        </Link>
      </Card>
    </div>
  );
}
