import type { SessionUser } from '@/lib/auth/session-user';
import { SourceFormPage, SourceListPage, type SearchParams } from './engine';
import { referenceSources, type ReferenceKind } from './sources';

export { referenceTitle } from './sources';

/** /admin/<kind>: the list of one kind of reference data. */
export function ReferenceListPage({ kind, user, params }: { kind: ReferenceKind; user: SessionUser; params: SearchParams }) {
  return <SourceListPage source={referenceSources[kind]} user={user} params={params} />;
}

/** /admin/<kind>/new and /admin/<kind>/{id}/edit. */
export function ReferenceFormPage({ kind, user, id }: { kind: ReferenceKind; user: SessionUser; id?: string }) {
  return <SourceFormPage source={referenceSources[kind]} user={user} id={id} />;
}
