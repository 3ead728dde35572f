import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { UniversityFormPage } from '@/components/catalogue-admin/university-form-page';
import { UniversityRowActions } from '@/components/catalogue-admin/university-row-actions';
import { DashboardHeading } from '@/components/layout/dashboard-shell';
import { requirePage } from '@/lib/auth/guard';
import { getUniversityForAdmin } from '@/lib/catalogue/university-admin';
import { foundOr404 } from '@/lib/http/found';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('backOfficePages');
  return { title: t('universityEdit.metaTitle') };
}

/** /admin/universities/{id}/edit: the university's fields (enabled or not), its status and its delete. */
export default async function AdminEditUniversityPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = await requirePage(`/admin/universities/${id}/edit`);
  const university = await foundOr404(getUniversityForAdmin(user, { id }));
  const { dependents, ...record } = university;
  const t = await getTranslations('backOfficePages.universityEdit');
  return (
    <div>
      <DashboardHeading title={t('title', { name: record.name })}>{t('intro')}</DashboardHeading>
      <div className="mb-6">
        <UniversityRowActions
          showEdit={false}
          afterDelete="/admin/universities"
          university={{ id: record.id, name: record.name, status: record.status, ...dependents }}
        />
      </div>
      <UniversityFormPage user={user} university={record} />
    </div>
  );
}
