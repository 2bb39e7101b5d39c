import { GS, toDataString } from './gs1.ts';
import { type EngineCase, GS1_ENGINE_CASES } from './gs1-engine-cases.ts';
import { MESSAGE_LEVEL_CODES } from './gs1-problems.ts';
import { parseScan } from './parse-scan.ts';

export interface CaseResult {
  case: EngineCase;
  accept: boolean;
  out?: string;
  errors: string[];
  agrees: boolean;
}

/** The engine's `^` notation for scan data as a scanner sends it: FNC1 first as `]C1`, later ones as GS. */
const asScan = (input: string) => (input.startsWith('^') ? `]C1${input.slice(1).replaceAll('^', GS)}` : input);

/**
 * How parseScan answers one case. A case agrees when the verdict is the engine's and, for an accepted input
 * with an expected AI data string, the elements read are the engine's. Parser-layer cases ignore the
 * whole-scan pair checks, which the engine's parser tests do not run either.
 */
export function runCase(c: EngineCase): CaseResult {
  const scan = parseScan(asScan(c.input));
  const problems = scan.kind === 'gs1' ? scan.problems.filter((p) => c.layer === 'full' || !MESSAGE_LEVEL_CODES.has(p.code)) : [];
  const accept = scan.kind === 'gs1' && problems.length === 0;
  const out = scan.kind === 'gs1' ? toDataString(scan.elements) : undefined;
  const agrees = accept === c.accept && (!accept || c.out === undefined || out === c.out);
  return { case: c, accept, ...(out !== undefined && { out }), errors: scan.kind === 'gs1' ? scan.errors : [], agrees };
}

/** Cases agreed with the GS1 Barcode Syntax Engine over all cases, and the ones that disagree. */
export function gs1Agreement(cases: readonly EngineCase[] = GS1_ENGINE_CASES) {
  const results = cases.map(runCase);
  const agreed = results.filter((r) => r.agrees).length;
  return { agreed, total: results.length, ratio: agreed / results.length, disagreements: results.filter((r) => !r.agrees) };
}
