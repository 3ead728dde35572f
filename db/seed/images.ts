/**
 * Deterministic demo images: a shield with initials for each university logo, a gradient banner
 * with the university's name, and a rounded badge for each demo employer. Plain SVG text, so the
 * same data always gives byte-identical files.
 */
import fs from 'node:fs';
import path from 'node:path';
import { cities, employers, universities, type DemoEmployer, type DemoUniversity } from './data';

export interface DemoImageFile {
  fileName: string;
  kind: 'university_logo' | 'university_banner' | 'company_logo';
  mimeType: 'image/svg+xml';
  content: string;
}

export const universityLogoName = (code: string) => `${code.toLowerCase()}-logo.svg`;
export const universityBannerName = (code: string) => `${code.toLowerCase()}-banner.svg`;
export const companyLogoName = (code: string) => `${code.toLowerCase()}-logo.svg`;

function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** Monograms where neither the code nor the short name gives a good one. */
const monograms: Record<string, string> = { TONGJI: 'TJ', SUSTECH: 'SUST' };

/** The code when it is short (up to five letters), else a monogram from the short name. */
function initials(u: DemoUniversity): string {
  if (monograms[u.code]) return monograms[u.code];
  if (u.code.length <= 5) return u.code;
  const words = u.shortName.replace(/[^A-Za-z ]/g, ' ').split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? words.map((w) => w[0]).join('') : u.shortName.slice(0, 3);
  return letters.slice(0, 4).toUpperCase();
}

const FONT = "Inter, 'Helvetica Neue', Arial, 'Noto Sans SC', sans-serif";

export function renderUniversityLogo(u: DemoUniversity): string {
  const text = initials(u);
  const size = [46, 46, 46, 38, 30, 25][Math.min(text.length, 5)];
  const { primary, secondary } = u.colors;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" width="128" height="128" role="img" aria-label="${esc(u.name)} logo">
  <title>${esc(u.name)}</title>
  <path d="M64 6 L114 22 V62 C114 92 92 112 64 122 C36 112 14 92 14 62 V22 Z" fill="${primary}" stroke="${secondary}" stroke-width="5"/>
  <path d="M64 18 L102 30 V62 C102 84 86 100 64 109 C42 100 26 84 26 62 V30 Z" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="2"/>
  <text x="64" y="${70 + Math.round(size / 3) - 6}" text-anchor="middle" font-family="${FONT}" font-size="${size}" font-weight="700" fill="#ffffff" letter-spacing="1">${esc(text)}</text>
</svg>
`;
}

export function renderUniversityBanner(u: DemoUniversity): string {
  const { primary, secondary } = u.colors;
  const city = cities.find((c) => c.slug === u.citySlug);
  const h = hash(u.code);
  // A few soft circles placed by the code's hash: the same university always gets the same banner.
  const circles = Array.from({ length: 5 }, (_, i) => {
    const x = 700 + ((h >>> (i * 3)) % 460);
    const y = 40 + ((h >>> (i * 5 + 1)) % 280);
    const r = 40 + ((h >>> (i * 2 + 7)) % 120);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="#ffffff" fill-opacity="${(0.05 + (i % 3) * 0.03).toFixed(2)}"/>`;
  }).join('\n  ');
  const subtitle = [u.nameZh, city ? `${city.name}, founded ${u.foundedYear}` : `Founded ${u.foundedYear}`]
    .filter(Boolean)
    .join('  ·  ');
  const nameSize = u.name.length > 48 ? 38 : u.name.length > 34 ? 46 : 56;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 360" width="1200" height="360" role="img" aria-label="${esc(u.name)}">
  <title>${esc(u.name)}</title>
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${primary}"/>
      <stop offset="1" stop-color="${secondary}"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="360" fill="url(#g)"/>
  ${circles}
  <rect x="0" y="250" width="1200" height="110" fill="#0f172a" fill-opacity="0.25"/>
  <text x="64" y="300" font-family="${FONT}" font-size="${nameSize}" font-weight="700" fill="#ffffff">${esc(u.name)}</text>
  <text x="66" y="336" font-family="${FONT}" font-size="22" fill="#ffffff" fill-opacity="0.9">${esc(subtitle)}</text>
</svg>
`;
}

export function renderCompanyLogo(e: DemoEmployer): string {
  const words = e.orgName.replace(/\b(Ltd|plc|Limited)\b/gi, '').split(/\s+/).filter(Boolean);
  const text = words
    .slice(0, 2)
    .map((w) => w[0])
    .join('')
    .toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" width="128" height="128" role="img" aria-label="${esc(e.orgName)} logo">
  <title>${esc(e.orgName)}</title>
  <rect x="6" y="6" width="116" height="116" rx="28" fill="${e.colors.primary}"/>
  <rect x="16" y="16" width="96" height="96" rx="20" fill="none" stroke="${e.colors.secondary}" stroke-width="3"/>
  <text x="64" y="80" text-anchor="middle" font-family="${FONT}" font-size="44" font-weight="700" fill="#ffffff">${esc(text)}</text>
</svg>
`;
}

/** Every demo image, in a fixed order. */
export function demoImageFiles(): DemoImageFile[] {
  const files: DemoImageFile[] = [];
  for (const u of universities) {
    files.push({ fileName: universityLogoName(u.code), kind: 'university_logo', mimeType: 'image/svg+xml', content: renderUniversityLogo(u) });
    files.push({ fileName: universityBannerName(u.code), kind: 'university_banner', mimeType: 'image/svg+xml', content: renderUniversityBanner(u) });
  }
  for (const e of employers) {
    files.push({ fileName: companyLogoName(e.code), kind: 'company_logo', mimeType: 'image/svg+xml', content: renderCompanyLogo(e) });
  }
  return files;
}

/**
 * Writes the demo logos and banners into `dir` (created if missing) as `<code-lower>-logo.svg`
 * and `<code-lower>-banner.svg` (employers: `<emp-code-lower>-logo.svg`). Existing files with
 * the same content are left alone. Returns the number of files written.
 */
export function writeDemoImages(dir: string): number {
  fs.mkdirSync(dir, { recursive: true });
  let written = 0;
  for (const f of demoImageFiles()) {
    const full = path.join(dir, f.fileName);
    try {
      if (fs.readFileSync(full, 'utf8') === f.content) continue;
    } catch {
      // missing: write it
    }
    fs.writeFileSync(full, f.content);
    written++;
  }
  return written;
}
