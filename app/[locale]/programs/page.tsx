import { ProgramsView, programsMetadata } from '../_views/programs';

// Filtered and keyword finder pages render per request; the proxy renders `/programs` and the
// degree pages (`?program_id=N`) from /internal/programs (cached, lib/catalogue/public-paths.ts).
export const dynamic = 'force-dynamic';
export const generateMetadata = programsMetadata;
export default ProgramsView;
