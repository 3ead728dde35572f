import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { DeclarationStep } from '@/components/applications/wizard/declaration-step';
import { DocumentsStep } from '@/components/applications/wizard/documents-step';
import { FamilyStep } from '@/components/applications/wizard/family-step';
import { StudentStep } from '@/components/applications/wizard/student-step';
import { WhatNext } from '@/components/applications/wizard/what-next';
import { WizardFrame } from '@/components/applications/wizard/wizard-frame';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ClientMessages } from '@/components/i18n/client-messages';
import { getMessageText } from '@/components/i18n/message-text';
import { listCountryChoices } from '@/lib/countries/countries';
import { requestLocale } from '@/lib/i18n/locale';
import { listDocumentOffers, type DocumentOffer } from '@/lib/applications/documents';
import { getApplication } from '@/lib/applications/reads';
import { type ApplicationDetail } from '@/lib/applications/types';
import { applicationStepLabels, applicationSteps, declarationKeys } from '@/lib/applications/schemas';
import { addressKeys, educationKeys, familyKeys, sectionInput, workKeys } from '@/lib/applications/wizard-form';
import { pathWithQuery, requirePage } from '@/lib/auth/guard';
import { isAppError } from '@/lib/errors';
import { readFormOutcome } from '@/lib/http/form-outcome';
import { applicationMessages } from '@/lib/messages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admissionsApplication');
  return { title: t('metaTitle') };
}

type SearchParams = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

const studentKeys = [
  'first_name', 'middle_name', 'last_name', 'chinese_name', 'date_of_birth', 'place_of_birth', 'passport_number', 'passport_expiry_date',
  'nationality', 'religion', 'gender', 'marital_status', 'in_china', 'alcohol', 'hobbies',
] as const;

/** The stored sections as the step forms' starting values (text in every input; at least one row of each list). */
function formDefaults(s: ApplicationDetail['sections']) {
  const rowsOf = (list: Record<string, unknown>[], keys: readonly string[]) => (list.length > 0 ? list : [{}]).map((r) => sectionInput(r, keys));
  return {
    student: {
      contact_details: sectionInput(s.contact_details, ['email', 'phone', 'wechat']),
      students_information: sectionInput(s.students_information, studentKeys),
      home_address: sectionInput(s.home_address, addressKeys),
      postal_same_as_home: s.postal_same_as_home,
      postal_address: sectionInput(s.postal_address, addressKeys),
      language_proficiency: sectionInput(s.language_proficiency, ['native_language', 'english_level', 'english_certificate', 'chinese_level']),
      education_background: rowsOf(s.education_background, educationKeys),
      work_experience: rowsOf(s.work_experience, workKeys),
    },
    family: {
      family_contact: sectionInput(s.family_contact, familyKeys.family_contact),
      financial_supporter: sectionInput(s.financial_supporter, familyKeys.financial_supporter),
      emergency_contact: sectionInput(s.emergency_contact, familyKeys.emergency_contact),
    },
    declaration: { declaration: Object.fromEntries(declarationKeys.map((k) => [k, s.declaration[k] === true])) },
  };
}

function offerFor(offers: DocumentOffer[], slot: string) {
  const o = offers.find((x) => x.slot === slot);
  return o ? { file: o.file.uuid, name: o.file.name, course: o.sentWith.course } : null;
}

/** /application?application_id=<id>&step=<1-4>: the student's own application, resumed at the last saved step. */
export default async function ApplicationPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const user = await requirePage('/application', { callbackPath: pathWithQuery('/application', params) });
  const [t, m] = await Promise.all([getTranslations('admissionsApplication'), getMessageText()]);
  const applicationId = one(params.application_id);
  // No application named: point to where applications are started and listed.
  if (applicationId === undefined || applicationId === '') {
    return (
      <div className="mx-auto max-w-3xl space-y-4 px-4 py-6 sm:px-6">
        <h1 className="text-2xl font-semibold text-slate-900">{t('title')}</h1>
        <Card>
          <p className="text-slate-700">{t('choose')}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <ButtonLink href="/student/applied-program">{t('yourApplications')}</ButtonLink>
            <ButtonLink href="/universities" variant="outline">
              {t('findCourse')}
            </ButtonLink>
          </div>
        </Card>
      </div>
    );
  }
  let app: ApplicationDetail;
  try {
    app = await getApplication({ id: user.id, role: user.role }, { id: applicationId });
  } catch (err) {
    // Someone else's application, or an id that is none, is simply not there.
    if (isAppError(err) && (err.code === 'not_found' || err.code === 'forbidden')) notFound();
    throw err;
  }
  const editable = app.status === 'draft';
  const wanted = Number(one(params.step));
  const stepCount = applicationSteps.length;
  // A submitted application only shows its documents (requested slots reopen there).
  const active = !editable ? stepCount : Number.isInteger(wanted) && wanted >= 1 && wanted <= stepCount ? wanted : Math.min(Math.max(app.currentStep, 1), stepCount);
  const step = applicationSteps[active - 1];
  const back = active > 1 ? `/application?application_id=${app.id}&step=${active - 1}` : null;
  const needsCountries = editable && (step === 'student' || step === 'family');
  // An upload sent before JavaScript comes back with its outcome in the address (lib/http/form-outcome.ts).
  const uploaded = step === 'documents' ? readFormOutcome(params, user.id) : null;
  // Documents the student already sent with another application, offered for the empty open slots.
  const offers: DocumentOffer[] = step === 'documents' && app.documents.some((d) => d.open && !d.file) ? await listDocumentOffers({ id: user.id, role: user.role }, { id: app.id }) : [];
  const defaults = formDefaults(app.sections);
  // A stored value no longer in the list still shows as chosen.
  const held = [app.sections.students_information.nationality, app.sections.home_address.country, app.sections.postal_address.country, app.sections.family_contact.member_nationality, ...app.sections.education_background.map((r) => r.country)];
  const countryList = needsCountries ? await listCountryChoices(await requestLocale(), held.map((c) => (typeof c === 'string' ? c : null)), { chinaFirst: true }) : [];

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:px-6">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">{t('title')}</h1>
        <p className="mt-1 text-slate-600">{t('stepOf', { n: active, total: stepCount, step: m(applicationStepLabels[step]) })}</p>
      </div>
      <WizardFrame
        summary={{
          id: app.id,
          course: app.course.title,
          university: app.university.name,
          status: app.status,
          statusLabel: app.statusLabel,
          fees: app.fees,
          savedAt: app.savedAt,
        }}
        active={active}
        editable={editable}
      >
        <ClientMessages namespaces={['admissionsWizard', 'values']}>
          <section aria-labelledby="step-title" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
            <h2 id="step-title" className="mb-4 text-xl font-semibold text-slate-900">
              {m(applicationStepLabels[step])}
            </h2>
            {one(params.saved) === 'draft' ? (
              <p role="status" className="mb-4 rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
                {m(applicationMessages.draftSaved)}
              </p>
            ) : null}
            {step === 'student' ? <StudentStep key={`${app.id}-1`} applicationId={app.id} defaults={defaults.student} countries={countryList} /> : null}
            {step === 'family' ? <FamilyStep key={`${app.id}-2`} applicationId={app.id} defaults={defaults.family} countries={countryList} backHref={back!} /> : null}
            {step === 'declaration' ? <DeclarationStep key={`${app.id}-3`} applicationId={app.id} defaults={defaults.declaration} backHref={back!} /> : null}
            {step === 'documents' ? (
              <div className="space-y-6">
                <WhatNext applicationId={app.id} status={app.status} submittedAt={app.submittedAt} fees={app.fees} sentBack={one(params.sent) === 'back'} />
                <DocumentsStep
                  applicationId={app.id}
                  backHref={editable ? back : null}
                  canSubmit={editable}
                  canSendBack={app.status === 'documents_requested'}
                  outcome={uploaded ? { slot: uploaded.target, saved: uploaded.saved, text: m(uploaded.message) } : null}
                  documents={app.documents.map((d) => ({
                    slot: d.slot,
                    required: d.required,
                    open: d.open,
                    requestedReason: d.requested ? (d.requested.reason ?? '') : null,
                    requestAnswered: d.requested ? d.requested.answered : null,
                    file: d.file ? { name: d.file.name, sizeBytes: d.file.sizeBytes } : null,
                    offer: offerFor(offers, d.slot),
                  }))}
                />
              </div>
            ) : null}
          </section>
        </ClientMessages>
      </WizardFrame>
    </div>
  );
}
