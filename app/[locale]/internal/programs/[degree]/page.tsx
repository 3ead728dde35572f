import { ProgramsView, programsMetadata } from '../../../_views/programs';

type Params = Promise<{ degree: string }>;

// The finder without filters (`all`) and its degree pages (`/programs?program_id=N`, rewritten
// here by the proxy for public degrees only): cached; hourly at most (deadlines).
export const revalidate = 3600;
export function generateStaticParams(): { degree: string }[] {
  return [];
}

const query = async (params: Params) => {
  const { degree } = await params;
  return degree === 'all' ? {} : { program_id: degree };
};
export async function generateMetadata({ params }: { params: Params }) {
  return programsMetadata({ searchParams: query(params) });
}
export default function ProgramsPage({ params }: { params: Params }) {
  return <ProgramsView searchParams={query(params)} />;
}
