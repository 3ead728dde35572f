import { describe, expect, it } from 'vitest';
import { fieldIds } from '@/components/ui/field';
import { checkFile } from '@/components/ui/file-drop';
import { renderMessage } from '@/lib/i18n/catalogue';
import { pageWindow } from '@/components/ui/pagination';
import { nextSort, selectionState, sortRows, toggleAll } from '@/components/ui/table-sort';

/** The pure parts of the UI primitives (components/ui); the browser tests cover the rest. */
describe('Field ids', () => {
  it('describes the control by its hint and its error, in that order, and by nothing when there is neither', () => {
    expect(fieldIds('email', { hint: true, error: true })).toEqual({ hintId: 'email-hint', errorId: 'email-error', describedBy: 'email-hint email-error' });
    expect(fieldIds('email', { error: true }).describedBy).toBe('email-error');
    expect(fieldIds('email', {}).describedBy).toBeUndefined();
  });
});

describe('pagination window', () => {
  it('shows the first, the last and the neighbours, with a gap marker between', () => {
    expect(pageWindow(1, 1)).toEqual([]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageWindow(10, 10)).toEqual([1, null, 9, 10]);
    expect(pageWindow(2, 10)).toEqual([1, 2, 3, null, 10]);
  });
});

describe('table sorting and selection', () => {
  const rows = [
    { id: 'a', name: 'li wei', fee: 30000, joined: new Date('2026-01-02') },
    { id: 'b', name: 'Amina', fee: null, joined: new Date('2025-05-01') },
    { id: 'c', name: 'Zhang 10', fee: 1200, joined: new Date('2026-03-09') },
    { id: 'd', name: 'Zhang 9', fee: 1200, joined: new Date('2024-12-31') },
  ];
  const value = (r: (typeof rows)[number], key: string) => r[key as 'name' | 'fee' | 'joined'];
  const ids = (list: typeof rows) => list.map((r) => r.id);

  it('a header click sorts ascending, the next one descending', () => {
    const first = nextSort(null, 'name');
    expect(first).toEqual({ key: 'name', direction: 'asc' });
    expect(nextSort(first, 'name')).toEqual({ key: 'name', direction: 'desc' });
    expect(nextSort(nextSort(first, 'name'), 'fee')).toEqual({ key: 'fee', direction: 'asc' });
  });

  it('compares text ignoring case and numbers inside it, numbers as numbers, dates as dates; empty last both ways', () => {
    expect(ids(sortRows(rows, { key: 'name', direction: 'asc' }, value))).toEqual(['b', 'a', 'd', 'c']);
    expect(ids(sortRows(rows, { key: 'fee', direction: 'asc' }, value))).toEqual(['c', 'd', 'a', 'b']);
    expect(ids(sortRows(rows, { key: 'fee', direction: 'desc' }, value))).toEqual(['a', 'c', 'd', 'b']);
    expect(ids(sortRows(rows, { key: 'joined', direction: 'desc' }, value))).toEqual(['c', 'a', 'b', 'd']);
    expect(ids(sortRows(rows, null, value))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('the header check box is all, none or mixed, and toggles every shown row', () => {
    expect(selectionState(['a', 'b'], new Set())).toBe(false);
    expect(selectionState(['a', 'b'], new Set(['a']))).toBe('indeterminate');
    expect(selectionState(['a', 'b'], new Set(['a', 'b', 'z']))).toBe(true);
    expect([...toggleAll(['a', 'b'], new Set(['a', 'z']))].sort()).toEqual(['a', 'b', 'z']);
    expect([...toggleAll(['a', 'b'], new Set(['a', 'b', 'z']))]).toEqual(['z']);
  });
});

describe('FileDrop check before upload', () => {
  const pdf = { name: 'Passport.PDF', size: 2048, type: 'application/pdf' };
  it('refuses empty, too large and not-allowed files; allows by type, wildcard or extension', () => {
    expect(checkFile(pdf, { accept: 'application/pdf', maxBytes: 10 * 1024 * 1024 })).toBeNull();
    // The answers are message tokens: their English words.
    const problem = (...args: Parameters<typeof checkFile>) => renderMessage(checkFile(...args) ?? '');
    expect(problem({ ...pdf, size: 0 }, {})).toBe('The file is empty');
    expect(problem({ ...pdf, size: 11 * 1024 * 1024 }, { maxBytes: 10 * 1024 * 1024 })).toBe('The file is too large: at most 10 MB');
    expect(problem(pdf, { accept: 'image/*' })).toBe('This file type is not allowed');
    expect(checkFile({ name: 'a.png', size: 5, type: 'image/png' }, { accept: 'image/*' })).toBeNull();
    expect(checkFile({ name: 'cv.docx', size: 5, type: '' }, { accept: '.pdf, .docx' })).toBeNull();
  });
});
