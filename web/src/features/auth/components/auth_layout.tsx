/** Frame of the signed-out screens: a marketing panel on large screens, the form beside it. */
import type { ReactNode } from "react";
import { FileSpreadsheet, Globe, ShieldCheck } from "lucide-react";
import { PRODUCT_PITCH } from "../strings.ts";
import { Logo } from "@/components/logo.tsx";

const HIGHLIGHTS = [
  { icon: Globe, text: "Legislative changes tracked across jurisdictions and official sources" },
  { icon: ShieldCheck, text: "Every update verified and categorized by legal experts" },
  { icon: FileSpreadsheet, text: "AI impact reports with risks, actions and deadlines, in Excel" },
];

/** Two columns from lg up (marketing panel, then `children`); the form alone below. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-screen lg:grid lg:grid-cols-2">
      <aside
        aria-label="About LegalWatch"
        className="hidden flex-col justify-between bg-linear-to-br from-blue-900 via-blue-800 to-blue-600 p-12 text-white lg:flex"
        data-testid="marketing-panel"
      >
        <Logo inverted />
        <div className="max-w-lg">
          <p className="text-3xl font-semibold leading-tight">{PRODUCT_PITCH}</p>
          <ul className="mt-8 grid gap-4 text-blue-50">
            {HIGHLIGHTS.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-start gap-3">
                <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-blue-200" />
                <span>{text}</span>
              </li>
            ))}
          </ul>
        </div>
        <p className="text-sm text-blue-200">Legal monitoring for compliance teams</p>
      </aside>
      <main className="flex min-h-screen items-center justify-center px-4 py-10 sm:px-8">
        <div className="w-full max-w-md">
          <div className="mb-8 flex justify-center lg:hidden">
            <Logo />
          </div>
          {children}
        </div>
      </main>
    </div>
  );
}
