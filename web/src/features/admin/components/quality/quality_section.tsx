/** The card every section of the Quality tab sits in: a level-2 title, a hint, then the figures. */
import type { ReactNode } from "react";
import { Card, CardDescription, CardHeader, CardTitle } from "../../../../components/ui/card.tsx";

export function QualitySection(
  { title, hint, testId, children }: {
    title: string;
    hint?: string;
    testId: string;
    children: ReactNode;
  },
) {
  return (
    <Card data-testid={testId}>
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
        {hint && <CardDescription>{hint}</CardDescription>}
      </CardHeader>
      <div className="grid gap-4 px-6 pb-6">{children}</div>
    </Card>
  );
}
