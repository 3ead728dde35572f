/**
 * The app's root: it only passes its children on. Each tree renders its own document: the public
 * pages in app/[locale]/layout.tsx (in the address's language), the signed-in areas in
 * app/(account)/layout.tsx (in the account's), and an address no page answers in app/not-found.tsx
 * (which needs a root above it, hence this file).
 */
export default function AppRoot({ children }: { children: React.ReactNode }) {
  return children;
}
