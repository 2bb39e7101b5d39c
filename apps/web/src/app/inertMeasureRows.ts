const MEASURE_ROW = '.ant-table-measure-row';

/** Makes every antd table measure row in or under `node` inert. */
function mark(node: Node): void {
  if (!(node instanceof Element)) return;
  if (node.matches(MEASURE_ROW)) node.setAttribute('inert', '');
  for (const row of node.querySelectorAll(MEASURE_ROW)) row.setAttribute('inert', '');
}

/**
 * antd draws an `aria-hidden` copy of each column title in a zero-height row to measure widths; the
 * selection column's copy holds a real "select all" checkbox, so Tab stops on an invisible control
 * and screen readers meet a focusable hidden element (axe: aria-hidden-focus). antd gives no prop for
 * that row, so it is made inert wherever it appears.
 */
export function inertMeasureRows(root: Node = document.body): MutationObserver {
  mark(root);
  const observer = new MutationObserver((records) => {
    for (const r of records) for (const n of r.addedNodes) mark(n);
  });
  observer.observe(root, { childList: true, subtree: true });
  return observer;
}
