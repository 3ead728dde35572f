import { describe, expect, it } from 'vitest';
import { allowedJobMoves, displayStatus, isPublicJob, maxExpiryDate, nextJobStatus } from '@/lib/jobs/status';
import { limitedList, listLimits } from '@/lib/jobs/limits';
import { z } from 'zod';
import { renderMessage } from '@/lib/i18n/catalogue';
import { msg } from '@/lib/i18n/message';

const today = '2026-11-24';
const job = (status: 'reviewing' | 'approved' | 'rejected' | 'closed', expireDate = '2027-01-31', approvedAt: string | null = null) => ({
  status,
  expireDate,
  approvedAt,
});

describe('job lifecycle', () => {
  it('sends an edited approved or rejected job back to review', () => {
    expect(nextJobStatus(job('approved'), 'edit', today)).toBe('reviewing');
    expect(nextJobStatus(job('rejected'), 'edit', today)).toBe('reviewing');
    expect(nextJobStatus(job('closed'), 'edit', today)).toBe('closed');
  });

  it('reopens an unexpired approved job as approved, an expired or never-approved one to review', () => {
    expect(nextJobStatus(job('closed', '2027-01-31', '2026-11-01'), 'reopen', today)).toBe('approved');
    expect(nextJobStatus(job('closed', '2026-11-01', '2026-10-01'), 'reopen', today)).toBe('reviewing');
    expect(nextJobStatus(job('closed', '2027-01-31', null), 'reopen', today)).toBe('reviewing');
    expect(() => nextJobStatus(job('approved'), 'reopen', today)).toThrow(expect.objectContaining({ key: 'jobs.cannotMove', params: { status: 'approved', move: 'reopen' } }));
    expect(renderMessage(msg('jobs.cannotMove', { status: 'approved', move: 'reopen' }))).toBe('A approved job cannot be reopened.');
  });

  it('offers each side only its own moves', () => {
    expect(allowedJobMoves(job('reviewing'), 'admin', today)).toEqual(['approve', 'reject']);
    expect(allowedJobMoves(job('approved'), 'admin', today)).toEqual(['reject', 'backToReview']);
    expect(allowedJobMoves(job('rejected'), 'admin', today)).toEqual(['approve', 'backToReview']);
    expect(allowedJobMoves(job('approved'), 'employer', today)).toEqual(['edit', 'close']);
    expect(allowedJobMoves(job('closed'), 'employer', today)).toEqual(['edit', 'reopen']);
  });

  it('derives expired and public from the expiry date', () => {
    expect(displayStatus(job('approved', '2026-11-23'), today)).toBe('expired');
    expect(displayStatus(job('approved', '2026-11-24'), today)).toBe('approved');
    expect(displayStatus(job('closed', '2026-11-23'), today)).toBe('closed');
    expect(isPublicJob(job('approved', '2026-11-24'), today)).toBe(true);
    expect(isPublicJob(job('approved', '2026-11-23'), today)).toBe(false);
    expect(isPublicJob(job('reviewing'), today)).toBe(false);
  });

  it('allows expiry at most six months ahead', () => {
    expect(maxExpiryDate('2026-11-24')).toBe('2027-05-24');
  });
});

describe('list limits', () => {
  it('refuses an eleventh skill with the board message', () => {
    const skills = limitedList('skills', z.string());
    expect(skills.safeParse(Array.from({ length: 10 }, (_, i) => `s${i}`)).success).toBe(true);
    const r = skills.safeParse(Array.from({ length: 11 }, (_, i) => `s${i}`));
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].message).toBe(listLimits.skills.message);
  });
});
