// GET, POST /api/auth/* — next-auth's own endpoints (session, csrf, providers, credentials callback, signout).
// /api/auth/login and /api/auth/register are legacy route handlers at their own paths (they win).
import NextAuth from 'next-auth';
import { authOptions } from '@/lib/accounts/auth-options';

export const dynamic = 'force-dynamic';

const handler = NextAuth(authOptions);

export { handler as GET, handler as POST };
