import { describe, expect, it } from 'vitest';
import { gs1Agreement } from './gs1-agreement.ts';

describe('agreement with the GS1 Barcode Syntax Engine', () => {
  it('is at least 99% of the case set', () => {
    const { agreed, total, ratio, disagreements } = gs1Agreement();
    const listed = disagreements.map(
      (d) => `${d.case.source}: ${JSON.stringify(d.case.input)} engine ${d.case.accept}, we ${d.accept}`,
    );
    expect(total).toBeGreaterThan(300);
    expect(ratio, `${agreed}/${total}; disagreements:\n${listed.join('\n')}`).toBeGreaterThanOrEqual(0.99);
  });
});
