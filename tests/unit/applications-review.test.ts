import { describe, expect, it } from 'vitest';
import { csvCell, reviewCsv, reviewCsvLines, toCsv } from '@/lib/applications/review-csv';
import { statusLabels } from '@/lib/applications/status';
import type { ReviewListItem } from '@/lib/applications/types';
import { applicationMessages } from '@/lib/messages';
import { bulkMoveSchema, reviewListHref, reviewListSchema, worsePaymentStatus } from '@/lib/applications/review-schemas';

describe('the review CSV', () => {
  it('quotes by RFC 4180 and keeps formulas as text (CSV injection)', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    for (const bad of ['=1+1', '+49 123', '-2', '@SUM(A1)', '\tx', '\rx']) expect(csvCell(bad).replace(/^"/, '').startsWith("'")).toBe(true);
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell(null)).toBe('');
    expect(toCsv([['a', 'b'], [1, 2]])).toBe('\uFEFFa,b\r\n1,2\r\n');
  });

  it('writes one line per application under the header', () => {
    const csv = reviewCsv([
      {
        id: 7,
        status: 'submitted',
        statusLabel: 'Submitted',
        fullName: '=cmd|calc',
        email: 'a@example.test',
        phone: '+880 1',
        country: 'Nepal',
        university: { id: 1, name: 'Zhejiang University' },
        course: { id: 2, title: 'Computer Science' },
        program: { id: 3, name: 'Bachelor' },
        submittedAt: new Date('2025-03-01T10:00:00Z'),
        paymentStatus: 'pending',
      },
    ]);
    const lines = csv.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('Application,Full name,E-mail,Phone,Country,Program,Course,University,Status,Submitted,Payment status');
    expect(lines[1]).toBe("7,'=cmd|calc,a@example.test,'+880 1,Nepal,Bachelor,Computer Science,Zhejiang University,Submitted,2025-03-01,Pending confirmation");
  });

  it('renders the labels of every row in words (each rendered once a batch), and a name that is no label as it is', () => {
    const row = (id: number, fullName: string, status: 'submitted' | 'accepted', paymentStatus: 'paid' | null): ReviewListItem => ({
      id,
      status,
      statusLabel: statusLabels[status],
      fullName,
      email: null,
      phone: null,
      country: null,
      university: { id: 1, name: 'U' },
      course: { id: 2, title: 'C' },
      program: { id: 3, name: 'P' },
      submittedAt: null,
      paymentStatus,
    });
    const lines = reviewCsvLines([row(1, applicationMessages.deletedAccount, 'submitted', 'paid'), row(2, 'Li Wei', 'accepted', null), row(3, applicationMessages.deletedAccount, 'accepted', 'paid'), row(4, 'review.csv', 'submitted', null)]).split('\r\n');
    expect(lines.slice(0, 4)).toEqual(['1,Deleted account,,,,P,C,U,Submitted,,Paid', '2,Li Wei,,,,P,C,U,Accepted,,', '3,Deleted account,,,,P,C,U,Accepted,,Paid', '4,review.csv,,,,P,C,U,Submitted,,']);
  });
});

describe('the review schemas', () => {
  it('reads the list URL leniently', () => {
    const q = reviewListSchema.parse({ status: 'draft', university_id: 'x', from: '2025-02-30', to: '2025-03-01', sort: 'evil', per_page: '500', page: '-1' });
    expect(q).toMatchObject({ status: undefined, university_id: undefined, from: undefined, to: '2025-03-01', sort: 'submitted', per_page: 60, page: 1 });
    expect(reviewListHref(reviewListSchema.parse({ status: 'submitted', sort: 'name', dir: 'asc', page: '2' }))).toBe('/admin/applications?status=submitted&sort=name&page=2');
    expect(reviewListHref(reviewListSchema.parse({ sort: 'name', dir: 'desc' }))).toBe('/admin/applications?sort=name&dir=desc');
  });

  it('offers only start review and reject (with a reason) in bulk', () => {
    expect(bulkMoveSchema.safeParse({ ids: [1], to: 'under_review' }).success).toBe(true);
    expect(bulkMoveSchema.safeParse({ ids: '1,2', to: 'rejected', note: 'Full' }).success).toBe(true);
    expect(bulkMoveSchema.safeParse({ ids: [1], to: 'rejected' }).success).toBe(false);
    expect(bulkMoveSchema.safeParse({ ids: [1], to: 'accepted' }).success).toBe(false);
    expect(bulkMoveSchema.safeParse({ ids: [], to: 'under_review' }).success).toBe(false);
  });

  it('takes the worse of the two fees', () => {
    expect(worsePaymentStatus(['paid', 'pending'])).toBe('pending');
    expect(worsePaymentStatus(['paid', 'unpaid'])).toBe('unpaid');
    expect(worsePaymentStatus(['paid', 'paid'])).toBe('paid');
    expect(worsePaymentStatus([])).toBeNull();
  });
});
