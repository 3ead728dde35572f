import { describe, expect, it } from 'vitest';
import { suiteBudgets, TOTAL_BUDGET_MIN } from '../run-all';

/**
 * npm test on the 2-core machine stays within 30 minutes: the suites' budgets (tests/run-all.ts)
 * add up to at most that, and the run itself stops a suite at what is left of it.
 */
describe('test suite budgets', () => {
  it('has a budget for each suite npm test runs', () => {
    expect(Object.keys(suiteBudgets)).toEqual([
      'type check',
      'lint',
      'unit and integration tests',
      'production build',
      'test server',
      'HTTP contract tests',
      'browser tests',
      'launcher test',
    ]);
    for (const [suite, budget] of Object.entries(suiteBudgets)) expect(budget, suite).toBeGreaterThan(0);
  });

  it('the budgets add up to at most 30 minutes, the whole run’s budget', () => {
    const sum = Object.values(suiteBudgets).reduce((a, b) => a + b, 0);
    expect(TOTAL_BUDGET_MIN).toBeLessThanOrEqual(30);
    expect(sum).toBeLessThanOrEqual(TOTAL_BUDGET_MIN);
  });
});
