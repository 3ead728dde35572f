'use client';

// The same calm error page as the signed-in areas' (app/(account)/error.tsx).
export { default } from '../(account)/error';
