/**
 * CSS selection on a page's tree (parse/html_tree.ts) with css-select, under a work budget.
 * css-select's matching is not linear in every case (a descendant combinator walks the
 * ancestors of each candidate, :nth-child reads the siblings), and the page is hostile even when
 * the selector is not: every step it takes through the tree is counted by the adapter below, and
 * a selection that needs more than MAX_SELECT_STEPS stops with an error instead of holding the
 * sync's worker (off_thread.ts).
 */
import { compile, type Options, selectAll } from "css-select";
import type { AnyNode, Element } from "domhandler";
import { FeedParseError } from "../parse/feed_types.ts";

/** Steps through the tree (nodes looked at) a selection may take. */
export const MAX_SELECT_STEPS = 20_000_000;

type Adapter = NonNullable<Options<AnyNode, Element>["adapter"]>;

const isElement = (node: AnyNode): node is Element =>
  node.type === "tag" ||
  node.type === "script" || node.type === "style";

// The domhandler adapter of css-select, each call paid for from one budget.
function countingAdapter(): Adapter {
  let steps = 0;
  const spend = (n: number) => {
    steps += n;
    if (steps > MAX_SELECT_STEPS) {
      throw new FeedParseError(
        `feeds/web-page: the selector needs more than ${MAX_SELECT_STEPS} steps on this page`,
      );
    }
  };
  const childrenOf = (node: AnyNode): AnyNode[] => "children" in node ? node.children : [];
  return {
    isTag: (node: AnyNode): node is Element => {
      spend(1);
      return isElement(node);
    },
    getAttributeValue: (element, name) => element.attribs[name],
    hasAttrib: (element, name) => Object.hasOwn(element.attribs, name),
    getName: (element) => element.name,
    getChildren: (node) => {
      const children = childrenOf(node);
      spend(children.length);
      return children;
    },
    getParent: (node) => {
      spend(1);
      return node.parent;
    },
    getSiblings: (node) => {
      const siblings = node.parent ? childrenOf(node.parent) : [node];
      spend(siblings.length);
      return siblings;
    },
    prevElementSibling: (node) => {
      let prev = node.prev;
      while (prev && !isElement(prev)) {
        spend(1);
        prev = prev.prev;
      }
      return prev ?? null;
    },
    getText: (node) => {
      const parts: string[] = [];
      const stack: AnyNode[] = [node];
      for (let next = stack.pop(); next; next = stack.pop()) {
        spend(1);
        if (next.type === "text") parts.push(next.data);
        else {
          const children = childrenOf(next);
          for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
        }
      }
      return parts.join("");
    },
    removeSubsets: (nodes) => {
      spend(nodes.length);
      // Keeps nodes none of whose ancestors is in the list (domutils' rule), in one pass each.
      const listed = new Set(nodes);
      return [...listed].filter((node) => {
        for (let up = node.parent; up; up = up.parent) {
          spend(1);
          if (listed.has(up)) return false;
        }
        return true;
      });
    },
  };
}

/**
 * The elements under `root` that match `selector`, in document order. Throws FeedParseError
 * for a selector css-select cannot compile, or for a selection over its budget.
 */
export function selectElements(root: AnyNode[], selector: string): Element[] {
  const adapter = countingAdapter();
  let query: (element: Element) => boolean;
  try {
    query = compile<AnyNode, Element>(selector, { adapter });
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    throw new FeedParseError(`feeds/web-page: invalid selector (${reason})`);
  }
  return selectAll<AnyNode, Element>(query, root, { adapter });
}
