/**
 * A redline (issue 16): the text of an update's latest revision with the words it removed struck
 * through in red (<del>) and the words it added underlined in green (<ins>). The elements carry
 * the meaning for assistive technology; the colours only repeat it.
 */
import type { DiffPart } from "@api/schemas/revisions.ts";

/** The redline of `diff`, whitespace kept as the texts have it. */
export function Redline({ diff }: { diff: readonly DiffPart[] }) {
  return (
    <p className="whitespace-pre-wrap text-sm leading-relaxed" data-testid="redline">
      {diff.map((part, i) =>
        part.op === "delete"
          ? (
            <del key={i} className="bg-red-50 text-red-800 decoration-red-700">
              {part.text}
            </del>
          )
          : part.op === "insert"
          ? (
            <ins key={i} className="bg-green-50 text-green-800 decoration-green-700">
              {part.text}
            </ins>
          )
          : <span key={i}>{part.text}</span>
      )}
    </p>
  );
}
