import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '@/lib/errors';
import { checkUpload, contentDisposition, sanitiseFileName } from '@/lib/storage/check';
import { createLocalDriver, resolveKeyPath } from '@/lib/storage/local-driver';
import { uploadPolicies } from '@/lib/storage/policies';
import { pngOfSize, sampleElf, sampleExe, sampleHtml, sampleJpeg, samplePdf, samplePng } from '../helpers/sample-files';
import { renderFieldErrors, renderMessage } from '@/lib/i18n/catalogue';

const docs = uploadPolicies.application_document;

// The messages are catalogue tokens (lib/i18n/message.ts): compared here in their English words.
async function refused(p: Promise<unknown>): Promise<AppError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

describe('upload checks by content', () => {
  it('refuses a renamed Linux executable and a renamed Windows executable', async () => {
    for (const bytes of [sampleElf, sampleExe]) {
      const err = await refused(checkUpload(bytes, 'passport.pdf', docs, 'passport'));
      expect(err.code).toBe('validation');
      expect(renderFieldErrors(err.fieldErrors)).toEqual({ passport: ['This file type is not allowed: use PDF, JPEG or PNG'] });
    }
  });

  it('refuses an HTML page claiming to be a PDF', async () => {
    const err = await refused(checkUpload(sampleHtml, 'transcript.pdf', docs));
    expect(renderFieldErrors(err.fieldErrors).file).toEqual(['This file type is not allowed: use PDF, JPEG or PNG']);
  });

  it('refuses a file over the limit before looking at it', async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(samplePdf);
    const err = await refused(checkUpload(big, 'big.pdf', docs));
    expect(renderFieldErrors(err.fieldErrors).file).toEqual(['The file is too large: at most 10 MB']);
    const cv = await refused(checkUpload(new Uint8Array(5 * 1024 * 1024 + 1), 'cv.pdf', uploadPolicies.cv));
    expect(renderMessage(cv.message)).toBe('The file is too large: at most 5 MB');
  });

  it('refuses an empty file and a PDF where only images are allowed', async () => {
    expect(renderMessage((await refused(checkUpload(new Uint8Array(0), 'x.png', uploadPolicies.image))).message)).toBe('The file is empty');
    expect(renderMessage((await refused(checkUpload(samplePdf, 'logo.png', uploadPolicies.image))).message)).toBe('This file type is not allowed: use PNG, JPEG or WebP');
  });

  it('accepts a real PDF, JPEG and PNG, whatever they are called', async () => {
    expect(await checkUpload(samplePdf, 'scan', docs)).toEqual({ mime: 'application/pdf', ext: 'pdf', size: samplePdf.length });
    expect(await checkUpload(sampleJpeg, 'photo.jpeg', docs)).toMatchObject({ mime: 'image/jpeg', ext: 'jpg' });
    expect(await checkUpload(samplePng, 'image.bin', docs)).toMatchObject({ mime: 'image/png', ext: 'png' });
    expect(await checkUpload(samplePdf, 'cv.pdf', uploadPolicies.cv)).toMatchObject({ mime: 'application/pdf' });
  });
});

describe('file names', () => {
  it('keeps the original name only as sanitised metadata', () => {
    expect(sanitiseFileName('../../etc/passwd')).toBe('passwd');
    expect(sanitiseFileName('C:\\Users\\li\\My "CV".pdf')).toBe('My _CV_.pdf');
    expect(sanitiseFileName('a\u0000b\r\n.pdf')).toBe('ab.pdf');
    expect(sanitiseFileName('.htaccess')).toBe('htaccess');
    expect(sanitiseFileName('')).toBe('file');
    expect(sanitiseFileName(`${'x'.repeat(300)}.pdf`)).toHaveLength(150);
  });

  it('builds Content-Disposition from trusted data', () => {
    expect(contentDisposition('attachment', 'Lebenslauf "final".pdf', 'pdf')).toBe(
      `attachment; filename="Lebenslauf _final_.pdf"; filename*=UTF-8''Lebenslauf%20_final_.pdf`,
    );
    expect(contentDisposition('inline', '护照.png', 'png')).toBe(`inline; filename="__.png"; filename*=UTF-8''%E6%8A%A4%E7%85%A7.png`);
    expect(contentDisposition('attachment', 'report.exe', 'pdf')).toMatch(/filename="report\.pdf"/);
  });
});

describe('local storage stays inside the data folder', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zy-storage-unit-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('writes public images and private files under <DATA_DIR>/uploads, never under public/', async () => {
    const driver = createLocalDriver(dataDir);
    await driver.put('0b7c6a3e-1111-4222-8333-944455556666.png', samplePng, { contentType: 'image/png', isPublic: true, name: 'logo.png' });
    await driver.put('0b7c6a3e-1111-4222-8333-944455556667.pdf', samplePdf, { contentType: 'application/pdf', isPublic: false, name: 'cv.pdf' });
    const pub = driver.pathOf('0b7c6a3e-1111-4222-8333-944455556666.png', true)!;
    const priv = driver.pathOf('0b7c6a3e-1111-4222-8333-944455556667.pdf', false)!;
    expect(pub).toBe(path.join(dataDir, 'uploads', 'public', 'university', '0b7c6a3e-1111-4222-8333-944455556666.png'));
    expect(priv).toBe(path.join(dataDir, 'uploads', 'private', '0b7c6a3e-1111-4222-8333-944455556667.pdf'));
    for (const p of [pub, priv]) {
      expect(fs.existsSync(p)).toBe(true);
      expect(p.startsWith(dataDir + path.sep)).toBe(true);
      expect(p.startsWith(path.resolve('public') + path.sep)).toBe(false);
    }
  });

  it('refuses keys that could leave the folder', () => {
    for (const key of ['../x.png', '..', 'a/b.png', '/etc/passwd', '.hidden', 'a\\b.png', '']) {
      expect(resolveKeyPath(dataDir, key, true), key).toBeNull();
    }
  });
});

describe('images are read for their size (PRODUCT.md section 13)', () => {
  const images = uploadPolicies.image;

  it('refuses a picture over 8,000 px on a side or over 40 megapixels, read from its header', async () => {
    for (const [w, h] of [
      [8001, 10],
      [10, 8001],
      [7000, 7000],
      [60000, 60000],
    ]) {
      const err = await refused(checkUpload(pngOfSize(w, h), 'logo.png', images, 'logo'));
      expect(err.code, `${w}×${h}`).toBe('validation');
      expect(renderFieldErrors(err.fieldErrors), `${w}×${h}`).toEqual({ logo: ['This image is too big: at most 8,000 pixels on a side and 40 megapixels'] });
    }
  });

  it('accepts a picture up to the limits, and the small samples', async () => {
    await expect(checkUpload(pngOfSize(8000, 5000), 'banner.png', images)).resolves.toMatchObject({ mime: 'image/png' });
    await expect(checkUpload(pngOfSize(1, 8000), 'tall.png', images)).resolves.toMatchObject({ mime: 'image/png' });
    await expect(checkUpload(samplePng, 'tiny.png', images)).resolves.toMatchObject({ mime: 'image/png' });
    await expect(checkUpload(sampleJpeg, 'tiny.jpg', images)).resolves.toMatchObject({ mime: 'image/jpeg' });
  });

  it('a document scan is a document: its policy has no picture limit', async () => {
    await expect(checkUpload(pngOfSize(9000, 9000), 'scan.png', docs)).resolves.toMatchObject({ mime: 'image/png' });
  });
});
