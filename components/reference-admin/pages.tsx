import type { SessionUser } from '@/lib/auth/session-user';
import { SourceFormPage, SourceListPage, type SearchParams } from './engine';
import { referenceSource, type ReferenceKind } from './sources';

export { referenceTitles } from './sources';

/** /admin/<kind>: the list of one kind of reference data. */
export async function ReferenceListPage({ kind, user, params }: { kind: ReferenceKind; user: SessionUser; params: SearchParams }) {
  return <SourceListPage source={await referenceSource(kind)} user={user} params={params} />;
}

/** /admin/<kind>/new and /admin/<kind>/{id}/edit. */
export async function ReferenceFormPage({ kind, user, id }: { kind: ReferenceKind; user: SessionUser; id?: string }) {
  return <SourceFormPage source={await referenceSource(kind)} user={user} id={id} />;
}
