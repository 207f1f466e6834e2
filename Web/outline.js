// Outlines: a section whose items are a tree shows its visible rows, each indented by
// its level, a row with children marked by a disclosure chevron that turns down when it
// is expanded. A click or a tap on such a row expands or collapses it: the engine
// animates the children out from under it and back into it. The view is then a tree
// for a screen reader (role "tree", rows "treeitem" with their level, their place
// among their siblings and whether they are expanded); keyboard.js gives it a tree's
// keys.

import { elements, page } from './page.js';
import { announce } from './announcer.js';
import { edit } from './view.js';

const { content } = elements;

/** The tree item of `cell`: its node in the page's outlines, or null for another row. */
export function treeNode(cell) {
  return page.mirror?.outlines.nodes.get(Number(cell.dataset.identity)) ?? null;
}

/** Whether `cell` is a row with children. */
export function isParent(cell) {
  return (treeNode(cell)?.children.length ?? 0) > 0;
}

/**
 * Expands (or with `expanding` false, collapses) the row of `cell`, animated, and says
 * so to a screen reader. Resolves to true when the row changed, false when it has no
 * children, is already so, or the engine refused.
 */
export async function disclose(cell, expanding) {
  const node = treeNode(cell);
  if (!node || node.children.length === 0 || node.expanded === expanding) return false;
  const section = Number(cell.dataset.section);
  const item = Number(cell.dataset.item);
  page.renderer.focusIdentity = cell.dataset.identity;
  const refusal = await edit(() => {
    const answer = expanding ? page.engine.expand(section, item) : page.engine.collapse(section, item);
    if (answer === null) {
      node.expanded = expanding;
      const count = node.children.length;
      announce(expanding ? `${node.name}, expanded, ${count} ${count === 1 ? 'item' : 'items'}`
        : `${node.name}, collapsed`);
    }
    return answer;
  });
  return refusal === null;
}

// A click or a tap on a row with children toggles it; an alt-click deletes (drag.js).
// A mouse's click comes to the content, which captured the pointer in case the press
// became a drag: the row is the one under the pointer.
content.addEventListener('click', (event) => {
  const target = event.target === content
    ? document.elementFromPoint(event.clientX, event.clientY) : event.target;
  const cell = target?.closest('[data-category="cell"]');
  if (!cell || event.altKey || !isParent(cell)) return;
  disclose(cell, !treeNode(cell).expanded);
});
