import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The outbox: without SMTP_URL every mail is a JSON file in `<DATA_DIR>/mail/`, named
 * `<UTC timestamp>-<recipient>-<template>-<random>.json` and holding
 * `{ to, subject, template, text, html, createdAt }`. Developers read codes from it; tests use
 * `findLatestMail` (no server-only import here, so test files can use it directly).
 */
export interface OutboxMail {
  to: string;
  subject: string;
  template: string;
  text: string;
  html: string;
  createdAt: string;
  /** Absolute path of the file (added when read). */
  file?: string;
}

export function outboxDir(dataDir: string): string {
  return path.join(dataDir, 'mail');
}

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9@._-]+/g, '_').slice(0, 80);

export async function writeOutboxMail(dir: string, mail: Omit<OutboxMail, 'createdAt' | 'file'>): Promise<string> {
  await fs.promises.mkdir(/*turbopackIgnore: true*/ dir, { recursive: true });
  const now = new Date();
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  const name = `${stamp}-${slug(mail.to)}-${slug(mail.template)}-${crypto.randomBytes(3).toString('hex')}.json`;
  const file = path.join(dir, name);
  const content: OutboxMail = { ...mail, createdAt: now.toISOString() };
  await fs.promises.writeFile(/*turbopackIgnore: true*/ file, JSON.stringify(content, null, 2), { mode: 0o600 });
  return file;
}

/** Every mail in the outbox to `to` (case-insensitive), oldest first. */
export async function listOutboxMails(dir: string, filter: { to?: string; template?: string; since?: Date } = {}): Promise<OutboxMail[]> {
  let names: string[];
  try {
    names = await fs.promises.readdir(/*turbopackIgnore: true*/ dir);
  } catch {
    return [];
  }
  const to = filter.to?.toLowerCase();
  const wanted = names.filter((n) => n.endsWith('.json') && (!to || n.includes(`-${slug(to)}-`))).sort();
  const out: OutboxMail[] = [];
  for (const name of wanted) {
    const file = path.join(dir, name);
    let mail: OutboxMail;
    try {
      mail = JSON.parse(await fs.promises.readFile(/*turbopackIgnore: true*/ file, 'utf8'));
    } catch {
      continue;
    }
    if (to && mail.to.toLowerCase() !== to) continue;
    if (filter.template && mail.template !== filter.template) continue;
    if (filter.since && new Date(mail.createdAt) < filter.since) continue;
    out.push({ ...mail, file });
  }
  return out.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || (a.file ?? '').localeCompare(b.file ?? ''));
}

/**
 * The newest mail to `to`, or null. `dir` is the outbox folder (`outboxDir(dataDir)`; HTTP tests
 * use `outboxDir(inject('dataDir'))`). With `waitMs`, polls until one arrives.
 */
export async function findLatestMail(
  dir: string,
  to: string,
  opts: { template?: string; since?: Date; waitMs?: number } = {},
): Promise<OutboxMail | null> {
  const deadline = Date.now() + (opts.waitMs ?? 0);
  for (;;) {
    const all = await listOutboxMails(dir, { to, template: opts.template, since: opts.since });
    if (all.length > 0) return all[all.length - 1];
    if (Date.now() >= deadline) return null;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The first 6-digit code in a mail's text (verification and reset mails). */
export function extractCode(mail: Pick<OutboxMail, 'text'> | string): string | null {
  const text = typeof mail === 'string' ? mail : mail.text;
  return /\b(\d{6})\b/.exec(text)?.[1] ?? null;
}
