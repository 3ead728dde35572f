'use client';

import { Button } from '@/components/ui/button';
import { SpriteIcon } from '@/components/ui/sprite-icon';

/** Opens the browser's print dialog (where "Save as PDF" is); the page gives its label. */
export function PrintButton({ children }: { children: React.ReactNode }) {
  return (
    <Button type="button" onClick={() => window.print()}>
      <SpriteIcon name="printer" className="size-4" />
      {children}
    </Button>
  );
}
