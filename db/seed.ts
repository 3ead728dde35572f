/**
 * Seeding. `seedReference` (every mode, idempotent): degrees, job categories with the legacy
 * fixed ids, countries, employer types, university categories, fee settings. `seedDemo` (local
 * mode, empty database): the demo catalogue, accounts, job board and applications from
 * db/seed/data, in one transaction, deterministic. Amounts in the data are whole units; here
 * they become minor units (fen, pence).
 */
import { hashPassword } from '@/lib/auth/password-hash';
import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db';
import * as t from '@/db/schema';
import * as d from './seed/data';
import { isoCountryCodes, isoCountryName, isoDialCode } from '@/lib/countries/iso';
import {
  companyLogoName,
  demoImageFiles,
  universityBannerName,
  universityLogoName,
  writeDemoImages,
} from './seed/images';

/** A database or a transaction: both have the query builder we use. */
type Exec = Pick<Db, 'select' | 'insert' | 'update' | 'execute'>;

const minor = (whole: number) => Math.round(whole * 100);
const minorOrNull = (whole: number | null | undefined) => (whole === null || whole === undefined ? null : minor(whole));
const at = (iso: string) => new Date(iso);
const stamp = (iso: string) => ({ createdAt: at(iso), updatedAt: at(iso) });
/** Catalogue rows get distinct, fixed creation times so "newest" sorts are stable. */
const catalogueTime = (i: number) => new Date(Date.UTC(2026, 7, 1, 8, 0, 0) + i * 60_000);

const degreeSlug = (type: d.DemoDegreeType) => d.slugify(type);

// ---------------------------------------------------------------------------------------------
// Reference data

async function insertReference(db: Exec): Promise<void> {
  await db
    .insert(t.programs)
    .values(
      d.degrees.map((g) => ({
        name: g.name,
        slug: degreeSlug(g.type),
        type: g.type,
        duration: g.duration,
        sortOrder: g.sortOrder,
        status: true,
      })),
    )
    .onConflictDoNothing();

  await db
    .insert(t.jobCategories)
    .values(d.jobCategories.map((c) => ({ id: c.id, code: c.code, name: c.name, status: true })))
    .onConflictDoNothing();
  // Explicit ids do not advance the identity: move it past the largest id.
  await db.execute(
    sql`SELECT setval(pg_get_serial_sequence('job_categories', 'id'), (SELECT max(id) FROM job_categories))`,
  );

  // Every ISO 3166-1 country (migration 0032 inserts the same; rows already there keep their name and status).
  await db
    .insert(t.countries)
    .values(isoCountryCodes.map((code) => ({ name: isoCountryName(code, 'en') ?? code, code, dialCode: isoDialCode(code), status: true })))
    .onConflictDoNothing();

  await db
    .insert(t.employerTypes)
    .values(d.employerTypes.map((e) => ({ code: e.code, name: e.name })))
    .onConflictDoNothing();

  // Categories have no unique code: insert the ones whose code is missing, parents first.
  const existing = await db.select({ id: t.categories.id, code: t.categories.code }).from(t.categories);
  const byCode = new Map(existing.filter((c) => c.code).map((c) => [c.code as string, c.id]));
  for (const level of [d.universityCategories.filter((c) => !c.parentSlug), d.universityCategories.filter((c) => c.parentSlug)]) {
    const missing = level.filter((c) => !byCode.has(c.code));
    if (missing.length === 0) continue;
    const rows = await db
      .insert(t.categories)
      .values(
        missing.map((c) => {
          const parent = c.parentSlug ? d.universityCategories.find((p) => p.slug === c.parentSlug) : undefined;
          return { name: c.name, code: c.code, parentId: parent ? (byCode.get(parent.code) ?? null) : null, status: true };
        }),
      )
      // A name an admin already gave another category is not added twice (names are unique, migration 0033).
      .onConflictDoNothing()
      .returning({ id: t.categories.id, code: t.categories.code });
    for (const r of rows) byCode.set(r.code as string, r.id);
  }

  // Settings: never overwrite what an admin has changed.
  const s = d.siteSettings;
  await db
    .insert(t.siteSettings)
    .values([
      {
        key: 'fees',
        value: {
          application_fee_minor: minor(s.applicationFee),
          service_fee_minor: minor(s.serviceFee),
          currency: s.currency,
        },
      },
      {
        key: 'payment_instructions',
        value: Object.fromEntries(s.paymentInstructions.map((p) => [p.method, p.instructions])),
      },
    ])
    .onConflictDoNothing();
}

/** Reference data, in every mode. Idempotent: existing rows are kept as they are. */
export async function seedReference(db: Db): Promise<void> {
  await db.transaction(async (tx) => insertReference(tx as unknown as Exec));
}

/** True when there are no users and no universities (a fresh database). */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [u] = await db.select({ n: count() }).from(t.users);
  const [v] = await db.select({ n: count() }).from(t.universities);
  return Number(u?.n ?? 0) === 0 && Number(v?.n ?? 0) === 0;
}

// ---------------------------------------------------------------------------------------------
// Demo data

export interface SeedDemoOptions {
  /** A ready argon2id hash of the demo password (tests pass one to skip the hashing cost). */
  passwordHash?: string;
  /** Where to write the demo logos and banners (the public images folder). Omit to skip writing. */
  imagesDir?: string;
}

export interface SeedDemoResult {
  skipped: boolean;
  counts: Record<string, number>;
}

function paymentMethodOf(reference: string | null): 'bank_transfer' | 'cheque' | 'cash' | 'online_wallet' | null {
  if (!reference) return null;
  if (/WALLET|BKASH|ALIPAY|WECHAT/i.test(reference)) return 'online_wallet';
  if (/CHQ|CHEQUE/i.test(reference)) return 'cheque';
  if (/CASH|RCPT/i.test(reference)) return 'cash';
  return 'bank_transfer';
}

const statusTitles: Record<string, string> = {
  submitted: 'Application submitted',
  under_review: 'Your application is under review',
  documents_requested: 'Documents requested for your application',
  resubmitted: 'Application resubmitted',
  accepted: 'Congratulations: your application was accepted',
  rejected: 'Decision on your application',
  withdrawn: 'Application withdrawn',
};

const jobStatusTitles: Record<string, string> = {
  viewed: 'An employer viewed your application',
  shortlisted: 'You have been shortlisted',
  interview: 'Interview invitation',
  offered: 'You have received an offer',
  hired: 'You have been hired',
  rejected: 'Update on your job application',
};

/**
 * The demo catalogue, accounts, job board and applications, in one transaction. Skips (and says
 * so) when the demo admin or the first demo university already exists.
 */
export async function seedDemo(db: Db, opts: SeedDemoOptions = {}): Promise<SeedDemoResult> {
  const passwordHash = opts.passwordHash ?? (await hashPassword(d.DEMO_PASSWORD));
  const images = demoImageFiles();
  const counts: Record<string, number> = {};

  const skipped = await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Exec;
    const already = await tx
      .select({ id: t.users.id })
      .from(t.users)
      .where(eq(t.users.email, d.DEMO_ADMIN_EMAIL))
      .limit(1);
    const firstUni = await tx
      .select({ id: t.universities.id })
      .from(t.universities)
      .where(eq(t.universities.code, d.universities[0].code))
      .limit(1);
    if (already.length || firstUni.length) return true;

    await insertReference(tx);

    // Lookups of reference rows.
    const programRows = await tx.select({ id: t.programs.id, slug: t.programs.slug }).from(t.programs);
    const programId = (type: d.DemoDegreeType) => {
      const row = programRows.find((p) => p.slug === degreeSlug(type));
      if (!row) throw new Error(`seed: program ${type} missing`);
      return row.id;
    };
    const categoryRows = await tx.select({ id: t.categories.id, code: t.categories.code }).from(t.categories);
    const categoryId = (slug: string) => {
      const c = d.universityCategories.find((x) => x.slug === slug);
      return categoryRows.find((r) => r.code === c?.code)?.id ?? null;
    };
    const employerTypeRows = await tx.select({ id: t.employerTypes.id, code: t.employerTypes.code }).from(t.employerTypes);

    // --- Places
    const provinceRows = await tx
      .insert(t.provinces)
      .values(d.provinces.map((p, i) => ({ name: p.name, nameZh: p.nameZh, slug: p.slug, ...stampDate(catalogueTime(i)) })))
      .returning({ id: t.provinces.id, slug: t.provinces.slug });
    const provinceId = new Map(provinceRows.map((r) => [r.slug, r.id]));
    const cityRows = await tx
      .insert(t.cities)
      .values(
        d.cities.map((c, i) => ({
          name: c.name,
          nameZh: c.nameZh,
          slug: c.slug,
          code: c.code,
          provinceId: provinceId.get(c.provinceSlug) ?? null,
          status: c.status,
          ...stampDate(catalogueTime(i)),
        })),
      )
      .returning({ id: t.cities.id, slug: t.cities.slug });
    const cityId = new Map(cityRows.map((r) => [r.slug, r.id]));
    counts.provinces = provinceRows.length;
    counts.cities = cityRows.length;

    // --- Accounts
    const userRows = await tx
      .insert(t.users)
      .values(
        d.accounts.map((a) => ({
          email: a.email.toLowerCase(),
          passwordHash,
          role: a.role,
          name: a.name,
          firstName: a.firstName,
          lastName: a.lastName,
          phoneCode: `+${a.phoneCode}`,
          phoneNumber: a.phoneNumber,
          gender: a.gender,
          country: a.country,
          emailVerifiedAt: at(a.createdAt),
          ...stamp(a.createdAt),
        })),
      )
      .returning({ id: t.users.id, email: t.users.email });
    const userId = (email: string) => {
      const row = userRows.find((u) => u.email === email.toLowerCase());
      if (!row) throw new Error(`seed: demo account ${email} missing`);
      return row.id;
    };
    const adminId = userId(d.DEMO_ADMIN_EMAIL);
    counts.users = userRows.length;

    // --- Image files (public; the files themselves are written by writeDemoImages)
    await tx.insert(t.uploadedFiles).values(
      images.map((f, i) => ({
        ownerId: adminId,
        kind: f.kind,
        driver: 'local',
        storageKey: f.fileName,
        originalName: f.fileName,
        mimeType: f.mimeType,
        sizeBytes: Buffer.byteLength(f.content, 'utf8'),
        isPublic: true,
        ...stampDate(catalogueTime(i)),
      })),
    );
    counts.uploadedFiles = images.length;

    // --- Universities
    const uniRows = await tx
      .insert(t.universities)
      .values(
        d.universities.map((u, i) => ({
          slug: u.slug,
          name: u.name,
          nameZh: u.nameZh,
          shortName: u.shortName,
          code: u.code,
          email: u.email,
          contactNo: u.contactNo,
          website: u.website,
          introduction: u.introduction,
          description: u.description,
          accommodation: u.accommodation,
          school: u.school,
          requirement: u.requirement,
          rulesAndRegulations: u.rulesAndRegulations,
          admissionsProcess: u.admissionsProcess,
          bachelorFeeMinor: minor(u.fees.bachelor),
          mastersFeeMinor: minor(u.fees.masters),
          phdFeeMinor: minor(u.fees.phd),
          mbbsFeeMinor: minorOrNull(u.fees.mbbs),
          scholarshipFeeMinor: minor(u.fees.scholarship),
          languageFeeMinor: minor(u.fees.language),
          accommodationFeeMinor: minor(u.fees.accommodation),
          otherFeeMinor: minor(u.fees.other),
          internationalStudent: u.internationalStudent,
          foundedYear: u.foundedYear,
          ageLimit: u.ageLimit,
          deadline: u.deadline,
          cityId: cityId.get(u.citySlug) ?? null,
          location: u.location,
          totalStudent: u.totalStudent,
          totalSection: u.totalSection,
          totalProgram: d.courses.filter((c) => c.universityCode === u.code && c.status).length,
          scholarshipOpen: u.scholarshipOpen,
          type: u.type,
          categoryId: categoryId(u.categorySlug),
          status: u.status,
          logo: universityLogoName(u.code),
          banner: universityBannerName(u.code),
          ...stampDate(catalogueTime(i)),
        })),
      )
      .returning({ id: t.universities.id, code: t.universities.code });
    const uniId = new Map(uniRows.map((r) => [r.code, r.id]));
    const uniIdOf = (code: string) => {
      const id = uniId.get(code);
      if (id === undefined) throw new Error(`seed: university ${code} missing`);
      return id;
    };
    counts.universities = uniRows.length;

    // --- Courses
    const courseRows = await tx
      .insert(t.courses)
      .values(
        d.courses.map((c, i) => ({
          slug: c.slug,
          code: c.code,
          title: c.title,
          shortTitle: c.shortTitle,
          seat: c.seat,
          durationYears: Number(c.durationYears),
          description: c.description,
          feeMinor: minorOrNull(c.fee),
          accommodationFeeMinor: minorOrNull(c.accommodationFee),
          otherFeeMinor: minorOrNull(c.otherFee),
          teachingLanguage: c.teachingLanguage,
          major: c.major,
          tag: c.tag,
          intake: c.intake,
          deadline: c.deadline,
          programId: programId(c.degreeType),
          universityId: uniIdOf(c.universityCode),
          status: c.status,
          ...stampDate(catalogueTime(i)),
        })),
      )
      .returning({ id: t.courses.id, code: t.courses.code });
    const courseId = new Map(courseRows.map((r) => [r.code as string, r.id]));
    counts.courses = courseRows.length;

    // --- Scholarship offers
    await tx.insert(t.scholarshipOffers).values(
      d.scholarships.map((s, i) => ({
        title: s.title,
        code: s.code,
        type: s.type,
        universityId: uniIdOf(s.universityCode),
        programId: s.degreeType ? programId(s.degreeType) : null,
        duration: s.duration,
        percent: s.percent,
        details: s.details,
        status: s.status,
        deadline: s.deadline,
        ...stampDate(catalogueTime(i)),
      })),
    );
    counts.scholarshipOffers = d.scholarships.length;

    // --- Student profiles
    await tx.insert(t.studentProfiles).values(
      d.studentProfiles.map((p) => {
        const b = p.basicInformation;
        const level = (x: { schoolName?: string; instituteName?: string; examinationName: string; year: string; duration: string; grade: string } | null) =>
          x
            ? {
                institute_name: x.schoolName ?? x.instituteName ?? '',
                examination_name: x.examinationName,
                year: x.year,
                duration: x.duration,
                grade: x.grade,
              }
            : null;
        const created = d.accounts.find((a) => a.email === p.ownerEmail)!.createdAt;
        return {
          userId: userId(p.ownerEmail),
          basicInformation: {
            first_name: b.firstName,
            last_name: b.lastName,
            parent_name: b.parentName,
            type: b.type,
            nationality: b.nationality,
            gender: b.gender,
            dob: b.dob,
          },
          educationSchool: level(p.school) ?? undefined,
          educationHigherSchool: level(p.higherSchool) ?? undefined,
          educationBachelor: level(p.bachelor) ?? undefined,
          educationMasters: level(p.masters) ?? undefined,
          passportInformation: {
            passport_number: p.passport.passportNumber,
            country: p.passport.country,
            expiry_date: p.passport.expiryDate,
          },
          ...stamp(created),
        };
      }),
    );
    counts.studentProfiles = d.studentProfiles.length;

    // --- Applications, their history, payments and notifications
    const fees = d.siteSettings;
    const courseByCode = new Map(d.courses.map((c) => [c.code, c]));
    const uniByCode = new Map(d.universities.map((u) => [u.code, u]));
    const appRows = await tx
      .insert(t.applications)
      .values(
        d.applications.map((a) => {
          const course = courseByCode.get(a.courseCode);
          if (!course) throw new Error(`seed: course ${a.courseCode} missing`);
          const si = a.studentInformation;
          const addr = (x: d.DemoApplicationAddress) => ({
            country: x.country,
            city: x.city,
            district: x.district,
            street: x.street,
            postal_code: x.postalCode,
            receiver_name: x.receiverName,
          });
          const submitted = a.history.find((h) => h.to === 'submitted');
          const decided = a.history.find((h) => h.to === 'accepted' || h.to === 'rejected');
          const last = a.history[a.history.length - 1];
          return {
            userId: userId(a.studentEmail),
            universityId: uniIdOf(course.universityCode),
            courseId: courseId.get(course.code)!,
            programId: programId(course.degreeType),
            description: a.description,
            status: a.status,
            currentStep: a.status === 'draft' ? 1 : 4,
            contactDetails: a.contactDetails,
            studentsInformation: {
              first_name: si.firstName,
              middle_name: si.middleName,
              last_name: si.lastName,
              chinese_name: si.chineseName,
              date_of_birth: si.dateOfBirth,
              place_of_birth: si.placeOfBirth,
              passport_number: si.passportNumber,
              passport_expiry_date: si.passportExpiryDate,
              nationality: si.nationality,
              religion: si.religion,
              gender: si.gender,
              marital_status: si.maritalStatus,
              in_china: si.inChina,
              alcohol: si.alcoholAddiction,
              hobbies: si.hobbies,
            },
            homeAddress: addr(a.homeAddress),
            postalAddress: addr(a.postalAddress),
            postalSameAsHome: JSON.stringify(a.homeAddress) === JSON.stringify(a.postalAddress),
            languageProficiency: {
              native_language: a.languageProficiency.nativeLanguage,
              english_level: String(a.languageProficiency.englishLevel),
              english_certificate: a.languageProficiency.englishCertificate,
              chinese_level: a.languageProficiency.chineseLevel,
            },
            educationBackground: a.educationBackground.map((e) => ({
              school: e.school,
              major: e.major,
              started: e.started,
              finished: e.finished,
              gpa: e.gpa,
              country: e.country,
            })),
            workExperience: a.workExperience.map((w) => ({
              employer: w.employer,
              job_title: w.jobTitle,
              started: w.started,
              finished: w.finished,
            })),
            familyContact: {
              member_name: a.familyContact.memberName,
              member_nationality: a.familyContact.memberNationality,
              member_phone: a.familyContact.memberPhone,
              member_email: a.familyContact.memberEmail,
              member_work_place: a.familyContact.memberWorkPlace,
              member_relationship: a.familyContact.memberRelationship,
              member_position: a.familyContact.memberPosition,
            },
            financialSupporter: {
              supporters_relation: a.financialSupporter.relation,
              supporters_name: a.financialSupporter.name,
              supporters_address: a.financialSupporter.address,
              supporters_phone: a.financialSupporter.phone,
              supporters_email: a.financialSupporter.email,
              supporters_workplace: a.financialSupporter.workplace,
              supporters_workplace_address: a.financialSupporter.workplaceAddress,
            },
            emergencyContact: {
              emergencies_name: a.emergencyContact.name,
              emergencies_phone: a.emergencyContact.phone,
              emergencies_email: a.emergencyContact.email,
              emergencies_address: a.emergencyContact.address,
            },
            declaration: a.declaration,
            submittedAt: submitted ? at(submitted.at) : null,
            decidedAt: decided ? at(decided.at) : null,
            createdAt: at(a.createdAt),
            updatedAt: at(last.at),
          };
        }),
      )
      .returning({ id: t.applications.id });
    counts.applications = appRows.length;

    const historyValues: (typeof t.applicationStatusHistory.$inferInsert)[] = [];
    const paymentValues: (typeof t.payments.$inferInsert)[] = [];
    const notificationValues: (typeof t.notifications.$inferInsert)[] = [];
    d.applications.forEach((a, i) => {
      const appId = appRows[i].id;
      const course = courseByCode.get(a.courseCode)!;
      const uni = uniByCode.get(course.universityCode)!;
      for (const h of a.history) {
        historyValues.push({
          applicationId: appId,
          fromStatus: h.from,
          toStatus: h.to,
          actorId: userId(h.actorEmail),
          note: h.note,
          ...stamp(h.at),
        });
      }
      // Notifications for the changes an admin made; all but the latest are read.
      const adminChanges = a.history.filter((h) => h.actorEmail === d.DEMO_ADMIN_EMAIL);
      adminChanges.forEach((h, n) => {
        notificationValues.push({
          userId: userId(a.studentEmail),
          type: 'application_status',
          title: statusTitles[h.to] ?? 'Application updated',
          body: `${course.title}, ${uni.name}.${h.note ? ` ${h.note}` : ''}`,
          link: `/student/applications/${appId}`,
          readAt: n < adminChanges.length - 1 ? at(adminChanges[n + 1].at) : null,
          ...stamp(h.at),
        });
      });
      if (a.status === 'draft') return;
      const submittedAt = a.history.find((h) => h.to === 'submitted')!.at;
      const review = a.history.find((h) => h.to === 'under_review');
      const method = paymentMethodOf(a.paymentReference);
      const feeRow = (kind: 'application_fee' | 'service_fee', status: 'unpaid' | 'pending' | 'paid' | 'refunded', confirmedAtIso: string | null) => ({
        applicationId: appId,
        kind,
        amountMinor: minor(kind === 'application_fee' ? fees.applicationFee : fees.serviceFee),
        currency: fees.currency,
        method: status === 'unpaid' ? null : method,
        reference: status === 'unpaid' ? null : a.paymentReference,
        status,
        submittedAt: status === 'unpaid' ? null : at(submittedAt),
        confirmedBy: status === 'paid' ? adminId : null,
        confirmedAt: status === 'paid' && confirmedAtIso ? at(confirmedAtIso) : null,
        ...stamp(submittedAt),
      });
      const confirmedIso = review?.at ?? submittedAt;
      paymentValues.push(feeRow('application_fee', a.paymentStatus, confirmedIso));
      // The service fee falls due on admission.
      const decided = a.history.find((h) => h.to === 'accepted');
      paymentValues.push(
        feeRow('service_fee', a.status === 'accepted' && a.paymentStatus === 'paid' ? 'paid' : 'unpaid', decided?.at ?? null),
      );
    });
    await tx.insert(t.applicationStatusHistory).values(historyValues);
    if (paymentValues.length) await tx.insert(t.payments).values(paymentValues);
    counts.applicationStatusHistory = historyValues.length;
    counts.payments = paymentValues.length;

    // --- Employers and jobs
    const profileRows = await tx
      .insert(t.companyProfiles)
      .values(
        d.employers.map((e) => ({
          userId: userId(e.ownerEmail),
          code: e.code,
          isAccepted: e.isAccepted,
          street: e.address.street,
          house: e.address.house,
          county: e.address.county,
          city: e.address.city,
          province: e.address.province,
          country: e.address.country,
          description: e.description,
          contactPersonName: e.contactPersonName,
          contactPersonDesignation: e.contactPersonDesignation,
          contactPersonEmail: e.contactPersonEmail,
          contactPersonMobile: e.contactPersonMobile,
          orgName: e.orgName,
          estYear: e.estYear,
          orgSize: e.orgSize,
          businessId: e.businessId,
          businessDescription: e.businessDescription,
          tradeLicense: e.tradeLicense,
          employerTypeId: employerTypeRows.find((r) => r.code === e.orgType)?.id ?? null,
          website: e.website,
          logo: companyLogoName(e.code),
          ...stamp(d.accounts.find((a) => a.email === e.ownerEmail)!.createdAt),
        })),
      )
      .returning({ id: t.companyProfiles.id });
    counts.companyProfiles = profileRows.length;

    const jobList = d.employers.flatMap((e, i) => e.jobs.map((j) => ({ e, j, profileId: profileRows[i].id })));
    const jobRows = await tx
      .insert(t.jobs)
      .values(
        jobList.map(({ e, j, profileId }) => {
          const approvedAt = new Date(at(j.postedAt).getTime() + 24 * 3600_000);
          return {
            employerId: userId(e.ownerEmail),
            companyProfileId: profileId,
            categoryId: j.categoryId,
            title: j.title,
            description: j.description,
            location: j.location,
            city: j.city,
            jobNature: j.jobNature,
            experienceMin: j.experienceMin,
            experienceMax: j.experienceMax,
            salaryMinMinor: minor(j.salaryMin),
            salaryMaxMinor: minor(j.salaryMax),
            salaryType: j.salaryType,
            positions: j.positions,
            benefits: j.benefits,
            skills: j.skills,
            expireDate: j.expireDate,
            status: j.status,
            approvedAt: j.status === 'approved' ? approvedAt : null,
            approvedBy: j.status === 'approved' ? adminId : null,
            createdAt: at(j.postedAt),
            updatedAt: j.status === 'approved' ? approvedAt : at(j.postedAt),
          };
        }),
      )
      .returning({ id: t.jobs.id });
    const jobId = new Map(jobList.map(({ j }, i) => [j.key, jobRows[i].id]));
    const jobByKey = new Map(jobList.map(({ e, j }) => [j.key, { e, j }]));
    counts.jobs = jobRows.length;

    // --- Candidates
    const candidateRows = await tx
      .insert(t.candidateProfiles)
      .values(
        d.candidates.map((c) => ({
          userId: userId(c.ownerEmail),
          isPublic: c.isPublic,
          firstName: c.basicInfo.firstName,
          lastName: c.basicInfo.lastName,
          dob: c.basicInfo.dob,
          religion: c.basicInfo.religion,
          ethnicity: c.basicInfo.ethnicity,
          gender: c.basicInfo.gender,
          primaryContactNo: c.basicInfo.primaryContactNo,
          nationality: c.basicInfo.nationality,
          fathersName: c.basicInfo.fathersName,
          mothersName: c.basicInfo.mothersName,
          secondaryContactNo: c.basicInfo.secondaryContactNo,
          emergencyContactNo: c.basicInfo.emergencyContactNo,
          secondaryEmail: c.basicInfo.secondaryMail,
          nid: c.basicInfo.nid,
          passportNo: c.basicInfo.passportNo,
          bloodGroup: c.basicInfo.bloodGroup,
          weight: c.basicInfo.weight === null ? null : String(c.basicInfo.weight),
          height: c.basicInfo.height === null ? null : String(c.basicInfo.height),
          objective: c.careerInfo.objective,
          jobLevel: c.careerInfo.jobLevel,
          jobNature: c.careerInfo.jobNature,
          presentSalaryMinor: minorOrNull(c.careerInfo.presentSalary),
          presentSalaryType: c.careerInfo.presentSalaryType,
          expectedSalaryMinor: minor(c.careerInfo.expectedSalary),
          expectedSalaryType: c.careerInfo.expectedSalaryType,
          jobCategoryChoice: c.preference.jobCategoryChoice,
          keywords: c.preference.keyword,
          prefCities: c.preference.prefCity,
          specialSkills: c.preference.specialSkill,
          ...stamp(d.accounts.find((a) => a.email === c.ownerEmail)!.createdAt),
        })),
      )
      .returning({ id: t.candidateProfiles.id });
    counts.candidateProfiles = candidateRows.length;

    const each = <T, R>(pick: (c: d.DemoCandidate) => T[], make: (x: T, profileId: number, sortOrder: number) => R): R[] =>
      d.candidates.flatMap((c, i) => pick(c).map((x, n) => make(x, candidateRows[i].id, n)));
    const certs = each((c) => c.certifications, (x, profileId, sortOrder) => ({ profileId, sortOrder, name: x.cerName, location: x.location, startDate: x.startDate, endDate: x.endDate }));
    const edus = each((c) => c.education, (x, profileId, sortOrder) => ({ profileId, sortOrder, ...x }));
    const exps = each((c) => c.experience, (x, profileId, sortOrder) => ({ profileId, sortOrder, ...x }));
    const skills = each((c) => c.skills, (x, profileId, sortOrder) => ({ profileId, sortOrder, ...x }));
    const trainings = each((c) => c.trainings, (x, profileId, sortOrder) => ({ profileId, sortOrder, ...x }));
    const activities = each((c) => c.extracurricular, (activity, profileId, sortOrder) => ({ profileId, sortOrder, activity }));
    const languages = each((c) => c.languages, (x, profileId, sortOrder) => ({ profileId, sortOrder, ...x }));
    const addresses = each(
      (c) => [
        { kind: 'permanent' as const, ...c.permanentAddress },
        { kind: 'present' as const, ...c.presentAddress },
      ],
      (x, profileId, sortOrder) => ({ profileId, sortOrder, ...x, description: x.description || null }),
    );
    const references = each((c) => c.references, (x, profileId, sortOrder) => ({ profileId, sortOrder, ...x }));
    if (certs.length) await tx.insert(t.candidateCertifications).values(certs);
    if (edus.length) await tx.insert(t.candidateEducations).values(edus);
    if (exps.length) await tx.insert(t.candidateExperiences).values(exps);
    if (skills.length) await tx.insert(t.candidateSkills).values(skills);
    if (trainings.length) await tx.insert(t.candidateTrainings).values(trainings);
    if (activities.length) await tx.insert(t.candidateActivities).values(activities);
    if (languages.length) await tx.insert(t.candidateLanguages).values(languages);
    if (addresses.length) await tx.insert(t.candidateAddresses).values(addresses);
    if (references.length) await tx.insert(t.candidateReferences).values(references);
    counts.candidateResumeRows =
      certs.length + edus.length + exps.length + skills.length + trainings.length + activities.length + languages.length + addresses.length + references.length;

    // --- Job applications (+ notifications both ways)
    const jobApps = d.candidates.flatMap((c) => c.applications.map((a) => ({ c, a })));
    const appIds = await tx
      .insert(t.jobApplications)
      .values(
        jobApps.map(({ c, a }) => {
          const id = jobId.get(a.jobKey);
          if (id === undefined) throw new Error(`seed: job ${a.jobKey} missing`);
          const viewed = a.status !== 'applied' ? new Date(at(a.appliedAt).getTime() + 24 * 3600_000) : null;
          return {
            jobId: id,
            candidateId: userId(c.ownerEmail),
            coverLetter: a.coverLetter,
            status: a.status,
            viewedAt: viewed,
            createdAt: at(a.appliedAt),
            updatedAt: viewed ?? at(a.appliedAt),
          };
        }),
      )
      .returning({ id: t.jobApplications.id });
    counts.jobApplications = jobApps.length;
    // Their stage history (lib/jobs/application-stages.ts): applied by the candidate, opened
    // (viewed) a day later by the employer, then moved (or withdrawn by the candidate) a day after.
    await tx.insert(t.jobApplicationStages).values(
      jobApps.flatMap(({ c, a }, i) => {
        const applicationId = appIds[i].id;
        const employer = userId(jobByKey.get(a.jobKey)!.e.ownerEmail);
        const day = (n: number) => new Date(at(a.appliedAt).getTime() + n * 24 * 3600_000);
        const moves: (typeof t.jobApplicationStages.$inferInsert)[] = [{ applicationId, fromStatus: null, toStatus: 'applied', actorId: userId(c.ownerEmail), createdAt: day(0) }];
        if (a.status === 'applied') return moves;
        moves.push({ applicationId, fromStatus: 'applied', toStatus: 'viewed', actorId: employer, createdAt: day(1) });
        if (a.status !== 'viewed') {
          moves.push({ applicationId, fromStatus: 'viewed', toStatus: a.status, actorId: a.status === 'withdrawn' ? userId(c.ownerEmail) : employer, createdAt: day(2) });
        }
        return moves;
      }),
    );
    for (const { c, a } of jobApps) {
      const { e, j } = jobByKey.get(a.jobKey)!;
      notificationValues.push({
        userId: userId(e.ownerEmail),
        type: 'job_application',
        title: `New application for ${j.title}`,
        body: `${c.basicInfo.firstName} ${c.basicInfo.lastName} applied.`,
        link: '/employer/applicants',
        readAt: a.status !== 'applied' ? new Date(at(a.appliedAt).getTime() + 24 * 3600_000) : null,
        ...stamp(a.appliedAt),
      });
      if (jobStatusTitles[a.status]) {
        const when = new Date(at(a.appliedAt).getTime() + 2 * 24 * 3600_000);
        notificationValues.push({
          userId: userId(c.ownerEmail),
          type: 'job_application_status',
          title: jobStatusTitles[a.status],
          body: `${j.title} at ${e.orgName}.`,
          link: '/candidate/applied-jobs',
          readAt: null,
          createdAt: when,
          updatedAt: when,
        });
      }
    }

    // --- Part-time applications and direct-hire requests
    await tx.insert(t.partTimeApplications).values(
      d.partTimeApplications.map((p) => ({
        fullName: p.fullName,
        city: p.city,
        skills: p.skills,
        rateMinor: minor(p.hourlyRate),
        availability: p.availability,
        ...stamp(p.createdAt),
      })),
    );
    counts.partTimeApplications = d.partTimeApplications.length;
    await tx.insert(t.directHireRequests).values(
      d.directHireRequests.map((r) => ({
        ...r.address,
        jobTitle: r.jobTitle,
        orgName: r.orgName,
        salaryType: r.salaryType,
        salaryMinMinor: minor(r.salaryRange[0]),
        salaryMaxMinor: minor(r.salaryRange[1]),
        workingHourFrom: r.workingHourRange[0],
        workingHourTo: r.workingHourRange[1],
        dateFrom: r.dateFrom,
        dateTo: r.dateTo,
        skills: r.skills,
        experienceMin: r.experience[0],
        experienceMax: r.experience[1],
        positionNo: r.positionNo,
        contactNo: r.contactNo,
        email: r.email,
        jobCategoryId: r.jobCategoryId,
        status: r.status,
        handledAt: r.status === 'new' ? null : at(r.createdAt),
        ...stamp(r.createdAt),
      })),
    );
    counts.directHireRequests = d.directHireRequests.length;

    await tx.insert(t.notifications).values(notificationValues);
    counts.notifications = notificationValues.length;

    for (const m of d.contactMessages) {
      const [row] = await tx
        .insert(t.contactMessages)
        .values({
          name: m.name,
          email: m.email,
          subject: m.subject,
          message: m.message,
          readAt: m.readAt ? at(m.readAt) : null,
          handledAt: m.reply ? at(m.reply.at) : null,
          handledBy: m.reply ? adminId : null,
          ...stamp(m.createdAt),
        })
        .returning({ id: t.contactMessages.id });
      if (m.reply) await tx.insert(t.contactReplies).values({ messageId: row.id, body: m.reply.body, sentBy: adminId, ...stamp(m.reply.at) });
    }
    counts.contactMessages = d.contactMessages.length;
    return false;
  });

  // Idempotent (identical files are left alone), so also when the data was already there.
  if (opts.imagesDir) counts.imagesWritten = writeDemoImages(opts.imagesDir);
  return { skipped, counts };
}

function stampDate(date: Date) {
  return { createdAt: date, updatedAt: date };
}
