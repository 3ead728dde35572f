import { UniversitiesView, universitiesMetadata } from '../../../_views/universities';

type Params = Promise<{ page: string }>;

// `/universities` and `/universities?page=N` without filters (rewritten here by the proxy): cached.
export const revalidate = 3600;
export function generateStaticParams(): { page: string }[] {
  return [];
}

const query = async (params: Params) => {
  const { page } = await params;
  return page === '1' ? {} : { page };
};
export async function generateMetadata({ params }: { params: Params }) {
  return universitiesMetadata({ searchParams: query(params) });
}
export default function UniversitiesPage({ params }: { params: Params }) {
  return <UniversitiesView searchParams={query(params)} />;
}
