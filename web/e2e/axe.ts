import axe from 'axe-core';
import type { Page } from 'playwright-core';

// axe-core runs inside the page; only what it finds comes back to node. Its source goes in through the
// DevTools protocol (page.evaluate), not a <script> tag: the portal's Content-Security-Policy
// (script-src 'self') rightly blocks inline scripts, and turning CSP off (bypassCSP) would test a page
// other than the one users get.
// Issue 12 asks for no serious and no critical violations: the moderate and minor ones are not counted.

/** One rule broken on a page, told so a failure message says what to fix and where. */
export interface AxeViolation {
  rule: string;
  impact: 'serious' | 'critical';
  /** What the rule wants, in axe's words (e.g. "Elements must meet minimum color contrast ratio thresholds"). */
  help: string;
  /** The CSS selectors of the offending elements (the first few), with axe's note on the first one. */
  targets: string[];
  summary: string;
}

const COUNTED_IMPACTS = new Set(['serious', 'critical']);
const TARGETS_SHOWN = 5;

/** Runs axe-core on the page as it is now and answers its serious and critical violations. */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  const isInjected = await page.evaluate(() => 'axe' in window);
  if (!isInjected) await page.evaluate(axe.source);
  const results = await page.evaluate(async () => {
    const { axe: injected } = window as unknown as { axe: typeof axe };
    // Rules of WCAG 2.0–2.2 A/AA and axe's best practices (its default set), without the experimental ones.
    const run = await injected.run(document, { resultTypes: ['violations'] });
    return run.violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      nodes: violation.nodes.map((node) => ({ target: node.target.map(String).join(' '), summary: node.failureSummary ?? '' })),
    }));
  });
  return results
    .filter((violation) => violation.impact !== null && COUNTED_IMPACTS.has(violation.impact))
    .map((violation) => ({
      rule: violation.rule,
      impact: violation.impact as AxeViolation['impact'],
      help: violation.help,
      targets: [
        ...violation.nodes.slice(0, TARGETS_SHOWN).map((node) => node.target),
        ...(violation.nodes.length > TARGETS_SHOWN ? [`… and ${violation.nodes.length - TARGETS_SHOWN} more`] : []),
      ],
      summary: (violation.nodes[0]?.summary ?? '').replace(/\s+/g, ' ').slice(0, 300),
    }));
}

/** A violation as one line of a failure message: rule, impact, what to do, where, and axe's note. */
export function describeViolation(where: string, violation: AxeViolation): string {
  return `${where}: ${violation.rule} (${violation.impact}) ${violation.help} at ${violation.targets.join(', ')}. ${violation.summary}`;
}
