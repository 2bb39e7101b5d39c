import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeIssue {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * Rules axe reports on antd's own markup that the console cannot change without patching antd
 * (docs/decisions/console-ui.md, "Accessibility"): each entry is a rule and the selector it is left for.
 */
const ANTD_OWN: readonly { rule: string; within: string }[] = [];

/**
 * The WCAG 2 A/AA violations axe-core finds on the page as it stands, rated serious or critical,
 * less those of ANTD_OWN. axe runs through the DevTools protocol, so the console's CSP does not
 * stop it.
 */
export async function axeViolations(page: Page): Promise<AxeIssue[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<AxeResult> } }).axe;
    const r = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    });
    return r.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
  });
  return found
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      ...v,
      targets: v.targets.filter((t) => !ANTD_OWN.some((x) => x.rule === v.id && t.includes(x.within))),
    }))
    .filter((v) => v.targets.length > 0);
}

interface AxeResult {
  violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[];
}
