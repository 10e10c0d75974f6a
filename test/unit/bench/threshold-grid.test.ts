import { describe, expect, it } from 'vitest';
import { thresholdGrid } from '../../../bench/extract/threshold-grid.js';

describe('thresholdGrid', () => {
  it.each([false, true])('holds production thresholds (full grid: %s), so the cross-validation of npm run bench:extract can run', (full) => {
    const grid = thresholdGrid(full);
    expect(grid.productionIndex).toBeGreaterThanOrEqual(0);
    const production = grid.configs[grid.productionIndex];
    expect(grid.asideGrid).toContain(production?.aside);
    expect(grid.postGrid).toContain(production?.posts);
    expect(grid.regionGrid).toContain(production?.region);
  });
});
