import { describe, expect, it } from 'vitest';
import {
  applicationStatuses,
  assertMove,
  canMove,
  isEditable,
  movesFrom,
  waitingOn,
  type MoveBy,
} from '@/lib/applications/status';
import type { Role } from '@/lib/auth/actor';
import type { ApplicationStatus } from '@/lib/applications/values';

/** The whole table, written out once more by hand: every legal move and who makes it. */
const legal: Record<string, MoveBy> = {
  'draft>submitted': 'student',
  'submitted>under_review': 'admin',
  'resubmitted>under_review': 'admin',
  'submitted>documents_requested': 'admin',
  'under_review>documents_requested': 'admin',
  'resubmitted>documents_requested': 'admin',
  'documents_requested>resubmitted': 'student',
  'under_review>accepted': 'admin',
  'resubmitted>accepted': 'admin',
  'submitted>rejected': 'admin',
  'under_review>rejected': 'admin',
  'documents_requested>rejected': 'admin',
  'resubmitted>rejected': 'admin',
  'submitted>withdrawn': 'student',
  'under_review>withdrawn': 'student',
  'documents_requested>withdrawn': 'student',
  'resubmitted>withdrawn': 'student',
};

const roles: Role[] = ['student', 'admin', 'employer', 'candidate'];
const cases: [ApplicationStatus, ApplicationStatus, Role][] = [];
for (const from of applicationStatuses) for (const to of applicationStatuses) for (const role of roles) cases.push([from, to, role]);

describe('applications: the status table, move by move and actor by actor', () => {
  it.each(cases)('%s → %s by %s', (from, to, role) => {
    const expected = legal[`${from}>${to}`] === role;
    expect(canMove({ role }, from, to)).toBe(expected);
    const outcome = (() => {
      try {
        return assertMove({ role }, from, to, 'A reason').to;
      } catch (err) {
        return (err as { code: string }).code;
      }
    })();
    expect(outcome).toBe(expected ? to : 'conflict');
  });

  it('a visitor makes no move', () => {
    for (const [key] of Object.entries(legal)) {
      const [from, to] = key.split('>') as [ApplicationStatus, ApplicationStatus];
      expect(canMove(null, from, to)).toBe(false);
      expect(() => assertMove(null, from, to, 'x')).toThrow(expect.objectContaining({ code: 'conflict' }));
    }
  });

  it.each([
    ['under_review', 'documents_requested'],
    ['submitted', 'rejected'],
    ['resubmitted', 'rejected'],
  ] as const)('%s → %s needs a reason (blank is refused)', (from, to) => {
    expect(() => assertMove({ role: 'admin' }, from, to)).toThrow(expect.objectContaining({ code: 'validation' }));
    expect(() => assertMove({ role: 'admin' }, from, to, '   ')).toThrow(expect.objectContaining({ code: 'validation' }));
    expect(assertMove({ role: 'admin' }, from, to, 'Missing transcript').to).toBe(to);
  });

  it('the other moves need no reason', () => {
    expect(assertMove({ role: 'student' }, 'draft', 'submitted').to).toBe('submitted');
    expect(assertMove({ role: 'admin' }, 'submitted', 'under_review').to).toBe('under_review');
    expect(assertMove({ role: 'admin' }, 'under_review', 'accepted').to).toBe('accepted');
    expect(assertMove({ role: 'student' }, 'under_review', 'withdrawn').to).toBe('withdrawn');
  });

  it('movesFrom offers each side only its own buttons', () => {
    expect(movesFrom({ role: 'student' }, 'documents_requested').map((m) => m.to).sort()).toEqual(['resubmitted', 'withdrawn']);
    expect(movesFrom({ role: 'admin' }, 'under_review').map((m) => m.to).sort()).toEqual(['accepted', 'documents_requested', 'rejected']);
    expect(movesFrom({ role: 'admin' }, 'draft')).toEqual([]);
    expect(movesFrom({ role: 'employer' }, 'submitted')).toEqual([]);
    for (const closed of ['accepted', 'rejected', 'withdrawn'] as const) {
      expect(movesFrom({ role: 'student' }, closed)).toEqual([]);
      expect(movesFrom({ role: 'admin' }, closed)).toEqual([]);
    }
  });

  it.each([
    ['draft', 'student'],
    ['documents_requested', 'student'],
    ['submitted', 'admissions_office'],
    ['resubmitted', 'admissions_office'],
    ['under_review', 'university'],
    ['accepted', null],
    ['rejected', null],
    ['withdrawn', null],
  ] as const)('waitingOn(%s) is %s', (status, who) => {
    expect(waitingOn(status)).toBe(who);
  });

  it('only a draft is editable step by step', () => {
    expect(applicationStatuses.filter(isEditable)).toEqual(['draft']);
  });
});
