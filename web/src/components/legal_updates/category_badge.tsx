/** A category as a coloured badge ('General' is the fallback; 'Technology' shows as IT & Technology). */
import { cn } from "@/lib/cn.ts";
import { categoryBadgeClass, displayCategory } from "@/lib/categories.ts";

/** The coloured badge of a category. */
export function CategoryBadge({ category }: { category: string | null | undefined }) {
  return (
    <span
      className={cn(
        "inline-flex items-center whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-semibold",
        categoryBadgeClass(category),
      )}
    >
      {displayCategory(category)}
    </span>
  );
}
