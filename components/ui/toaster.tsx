'use client';

import type { ExternalToast } from 'sonner';
import { type ComponentType, useEffect, useState, useSyncExternalStore } from 'react';

/**
 * The one place toasts are shown (mounted once, in the root layout); anything may call
 * `toast.success(…)` / `toast.error(…)` from here. Toasts are announced politely and stay up across
 * a client-side navigation.
 *
 * Light pages (issue 14): the toast library (sonner) is not part of any page's first load. The
 * first toast asked for loads it, mounts its Toaster, and then shows the toast (and any asked for
 * meanwhile), so public pages that never toast never download it.
 */
type Sonner = typeof import('sonner');
type Kind = 'success' | 'error';

let sonner: Promise<Sonner> | undefined;
let mountedToaster: (() => void) | undefined;
const mounted = new Promise<void>((resolve) => {
  mountedToaster = resolve;
});
let wanted = false;
const listeners = new Set<() => void>();

function load(): Promise<Sonner> {
  if (!sonner) {
    sonner = import('sonner');
    wanted = true;
    listeners.forEach((l) => l());
  }
  return sonner;
}

function show(kind: Kind, message: string, options?: ExternalToast): void {
  void Promise.all([load(), mounted]).then(([s]) => s.toast[kind](message, options));
}

export const toast = {
  success: (message: string, options?: ExternalToast) => show('success', message, options),
  error: (message: string, options?: ExternalToast) => show('error', message, options),
};

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => {
    listeners.delete(l);
  };
};

/** Sonner's Toaster, once (and only if) a toast was asked for. */
export function Toaster() {
  const needed = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  const [Loaded, setLoaded] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!needed || Loaded) return;
    let live = true;
    void load().then((s) => {
      if (!live) return;
      const SonnerToaster = () => <s.Toaster richColors position="top-center" duration={5000} closeButton />;
      setLoaded(() => SonnerToaster);
    });
    return () => {
      live = false;
    };
  }, [needed, Loaded]);
  return Loaded ? (
    <Ready>
      <Loaded />
    </Ready>
  ) : null;
}

/** Its effect runs after the child Toaster's own (which subscribes to new toasts): then toasts may be shown. */
function Ready({ children }: { children: React.ReactNode }) {
  useEffect(() => mountedToaster?.(), []);
  return children;
}
