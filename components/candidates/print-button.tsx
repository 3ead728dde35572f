'use client';

import { Printer } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** Opens the browser's print dialog (where "Save as PDF" is); the page gives its label. */
export function PrintButton({ children }: { children: React.ReactNode }) {
  return (
    <Button type="button" onClick={() => window.print()}>
      <Printer aria-hidden="true" className="size-4" />
      {children}
    </Button>
  );
}
