/**
 * The auth pages (/login, /admin/login, /register, /forgot-password): one centred card inside the
 * public layout (its header, footer, not-found and "not allowed" pages: the browser loads the
 * header's code from the same chunk as on every public page, not a copy for these pages). The
 * forms' words (shellAuth) reach the browser from each page, around its form island.
 */
export default function AuthLayout({ children }: { children: React.ReactNode }) {
  return <div className="mx-auto flex w-full max-w-6xl justify-center px-4 py-10 sm:py-14">{children}</div>;
}
