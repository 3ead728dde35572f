import { iconSprite } from '@/components/ui/icons';

/**
 * The server-rendered icons' sprite (components/ui/icons.tsx): one `<symbol>` per icon, which pages
 * draw with `<use href="/icons.svg?v=…#name">`. The address carries a hash of the drawings, so the
 * browser keeps it for a year. Built from the icon table on the first request (no database).
 */
export const dynamic = 'force-static';

export function GET(): Response {
  return new Response(iconSprite(), {
    headers: { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'public, max-age=31536000, immutable' },
  });
}
