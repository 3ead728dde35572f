import { describe, expect, it } from 'vitest';
import { suiteBudgets, suiteTimes, TOTAL_BUDGET_MIN } from '../run-all';

/**
 * npm test on the 2-core machine stays within 30 minutes: the suites' measured times
 * (tests/run-all.ts) leave 1.5 minutes of it spare, and the run itself stops a suite at its budget or
 * at what is left of the whole run's.
 */
describe('test suite budgets', () => {
  it('has a budget for each suite npm test runs', () => {
    expect(Object.keys(suiteBudgets)).toEqual([
      'type check and lint',
      'unit and integration tests',
      'production build',
      'test server',
      'HTTP contract tests',
      'browser tests',
      'launcher test',
    ]);
    for (const [suite, budget] of Object.entries(suiteBudgets)) expect(budget, suite).toBeGreaterThan(0);
  });

  it('the whole run stays within 30 minutes, with 1.5 minutes spare at the times measured; each budget is above its time', () => {
    const sum = Object.values(suiteTimes).reduce((a, b) => a + b, 0);
    expect(TOTAL_BUDGET_MIN).toBeLessThanOrEqual(30);
    expect(sum).toBeLessThanOrEqual(TOTAL_BUDGET_MIN - 1.5);
    for (const [suite, time] of Object.entries(suiteTimes)) expect(suiteBudgets[suite as keyof typeof suiteBudgets], suite).toBeGreaterThan(time);
  });
});
