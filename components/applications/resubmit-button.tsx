'use client';

import { Send } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { resubmitApplicationAction } from '@/lib/applications/actions';

/** Sends the application back to the admissions office once the requested documents are uploaded. */
export function ResubmitButton({ applicationId }: { applicationId: number }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <Button
      disabled={pending}
      aria-busy={pending || undefined}
      onClick={() =>
        startTransition(async () => {
          try {
            const result = await resubmitApplicationAction({ applicationId });
            if (result.ok) toast.success(result.message ?? 'Done');
            else toast.error(result.message);
          } catch {
            toast.error('Something went wrong. Please try again.');
          }
          router.refresh();
        })
      }
    >
      <Send aria-hidden="true" className="size-4" />
      Resubmit
    </Button>
  );
}
