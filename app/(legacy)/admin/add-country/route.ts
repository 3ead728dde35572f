// GET /admin/add-country — a seed path form: 308 to its canonical page (lib/legacy-paths.ts).
export { legacyPathGET as GET } from '@/lib/legacy-paths';
