import 'server-only';
import { assertEnabledCountries } from '@/lib/countries/countries';
import { asc, eq } from 'drizzle-orm';
import { getDb, type Tx } from '@/db';
import { companyProfiles, employerTypes, type CompanyProfile } from '@/db/schema';
import { z } from 'zod';
import type { Actor } from '@/lib/auth/actor';

import { visibleTo } from '@/lib/auth/ownership';
import { recordAudit } from '@/lib/audit';
import { AppError, notFound } from '@/lib/errors';
import { authorise, defineUseCase } from '@/lib/use-case';
import { saveUpload } from '@/lib/storage';
import { publicImagePath } from '@/lib/storage/policies';
import { expireJobs } from './cache-tags';
import { companyProfileSchema, jobMessages, type CompanyProfileInput } from './schemas';
import { nouns } from '@/lib/messages';

/**
 * An employer's own company profile (one per employer): read, create-or-update, logo. Always the
 * actor's own: there is no id to pass, so another employer's profile cannot even be named. A
 * change expires the company's public job pages (its name and logo show on them).
 */
export interface CompanyProfileDto {
  id: number;
  userId: number;
  code: string | null;
  orgName: string | null;
  employerTypeId: number | null;
  employerTypeName: string | null;
  orgSize: CompanyProfile['orgSize'];
  estYear: number | null;
  website: string | null;
  description: string | null;
  businessId: string | null;
  businessDescription: string | null;
  tradeLicense: string | null;
  street: string | null;
  house: string | null;
  county: string | null;
  city: string | null;
  province: string | null;
  country: string | null;
  contactPersonName: string | null;
  contactPersonDesignation: string | null;
  contactPersonEmail: string | null;
  contactPersonMobile: string | null;
  isAccepted: boolean;
  /** stored file key of the logo, or null */
  logo: string | null;
  logoUrl: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface EmployerTypeOption {
  id: number;
  code: string;
  name: string;
  createdAt: Date;
  updatedAt: Date;
}

/** The organisation types a profile may choose from (the back office's employer-type list). */
export async function listOrgTypeOptions(): Promise<EmployerTypeOption[]> {
  return getDb()
    .select({ id: employerTypes.id, code: employerTypes.code, name: employerTypes.name, createdAt: employerTypes.createdAt, updatedAt: employerTypes.updatedAt })
    .from(employerTypes)
    .orderBy(asc(employerTypes.name));
}

function toDto(row: CompanyProfile, typeName: string | null): CompanyProfileDto {
  return {
    id: row.id,
    userId: row.userId,
    code: row.code,
    orgName: row.orgName,
    employerTypeId: row.employerTypeId,
    employerTypeName: typeName,
    orgSize: row.orgSize,
    estYear: row.estYear,
    website: row.website,
    description: row.description,
    businessId: row.businessId,
    businessDescription: row.businessDescription,
    tradeLicense: row.tradeLicense,
    street: row.street,
    house: row.house,
    county: row.county,
    city: row.city,
    province: row.province,
    country: row.country,
    contactPersonName: row.contactPersonName,
    contactPersonDesignation: row.contactPersonDesignation,
    contactPersonEmail: row.contactPersonEmail,
    contactPersonMobile: row.contactPersonMobile,
    isAccepted: row.isAccepted,
    logo: row.logo,
    logoUrl: row.logo ? publicImagePath(row.logo) : null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

async function loadOwn(actor: Actor, db: ReturnType<typeof getDb> | Tx = getDb()): Promise<CompanyProfileDto | null> {
  const [row] = await db
    .select({ p: companyProfiles, typeName: employerTypes.name })
    .from(companyProfiles)
    .leftJoin(employerTypes, eq(employerTypes.id, companyProfiles.employerTypeId))
    .where(visibleTo(actor, companyProfiles.userId));
  return row ? toDto(row.p, row.typeName) : null;
}

/** The employer's own profile, or null before they have saved one. */
export async function findOwnCompanyProfile(actor: Actor): Promise<CompanyProfileDto | null> {
  authorise(actor, 'company:write');
  return loadOwn(actor);
}

/** The organisation types for the profile's choice (the legacy recruiter client's list). */
export const listOrgTypes = defineUseCase({
  name: 'jobs.listOrgTypes',
  summary: 'The employer types a company profile may choose from',
  access: 'company:write',
  input: z.unknown(),
  run: () => listOrgTypeOptions(),
});

/** The employer's logo (404 before one is saved). */
export const getCompanyLogo = defineUseCase({
  name: 'jobs.getCompanyLogo',
  summary: "The employer's company logo: its stored name and address (404 before one is saved)",
  access: 'company:write',
  input: z.unknown(),
  run: async (actor): Promise<CompanyProfileDto> => {
    const profile = await loadOwn(actor);
    if (!profile?.logo) throw notFound(nouns.logo);
    return profile;
  },
});

/** Whether the employer may post: a profile with an organisation name. */
export function canPostWith(profile: Pick<CompanyProfileDto, 'orgName'> | null): boolean {
  return Boolean(profile?.orgName?.trim());
}

const columnsOf = (d: CompanyProfileInput) => ({
  code: d.code ?? null,
  orgName: d.org_name ?? null,
  employerTypeId: d.org_type ?? null,
  orgSize: d.org_size ?? null,
  estYear: d.est_year ?? null,
  website: d.website ?? null,
  description: d.description ?? null,
  businessId: d.business_id ?? null,
  businessDescription: d.business_description ?? null,
  tradeLicense: d.trade_license ?? null,
  street: d.street ?? null,
  house: d.house ?? null,
  county: d.county ?? null,
  city: d.city ?? null,
  province: d.province ?? null,
  country: d.country ?? null,
  contactPersonName: d.con_per_name ?? null,
  contactPersonDesignation: d.cont_per_designation ?? null,
  contactPersonEmail: d.cont_per_mail ?? null,
  contactPersonMobile: d.cont_per_mobile ?? null,
});

/** A new logo (a non-empty file) with the profile's fields; an empty file part is no new logo. */
const logoFile = z.preprocess((v) => (typeof Blob !== 'undefined' && v instanceof Blob && v.size > 0 ? v : undefined), z.instanceof(Blob).optional());

/**
 * Creates the employer's profile, or updates it (every field as sent: the form sends them all).
 * A logo given with it is checked by content and stored in the same transaction. `created` tells
 * the legacy door whether to answer 201 or 200.
 */
export const saveCompanyProfile = defineUseCase({
  name: 'jobs.saveCompanyProfile',
  summary: "Create or update the employer's company profile (a logo may come with it)",
  access: 'company:write',
  input: companyProfileSchema.extend({ logo: logoFile }),
  run: async (a, { logo: newLogo, ...data }, { meta }): Promise<{ created: boolean; profile: CompanyProfileDto }> => {
    const result = await getDb().transaction(async (tx) => {
      if (data.org_type) {
        const [t] = await tx.select({ id: employerTypes.id }).from(employerTypes).where(eq(employerTypes.id, data.org_type));
        if (!t) throw new AppError('validation', jobMessages.unknownOrgType, { fieldErrors: { org_type: [jobMessages.unknownOrgType] } });
      }
      const values = columnsOf(data as CompanyProfileInput);
      const [existing] = await tx.select().from(companyProfiles).where(visibleTo(a, companyProfiles.userId)).for('update');
      // The country is an enabled country's code (the one the profile already holds stays).
      await assertEnabledCountries({ country: values.country }, [existing?.country], tx);
      let logo = existing?.logo ?? null;
      if (newLogo) {
        const stored = await saveUpload({ file: newLogo, kind: 'company_logo', ownerId: a.id, field: 'logo' }, tx);
        logo = stored.storageKey;
      }
      let row: CompanyProfile;
      if (existing) {
        [row] = await tx
          .update(companyProfiles)
          .set({ ...values, logo, updatedAt: new Date() })
          .where(eq(companyProfiles.id, existing.id))
          .returning();
      } else {
        [row] = await tx
          .insert(companyProfiles)
          .values({ ...values, logo, userId: a.id, isAccepted: true })
          .returning();
      }
      await recordAudit(tx, {
        actor: a,
        action: existing ? 'update' : 'create',
        entity: 'company_profile',
        entityId: row.id,
        changes: { orgName: row.orgName, logo: newLogo ? 'new' : undefined },
        ip: meta.ip ?? null,
        requestId: meta.requestId ?? null,
      });
      return { created: !existing, id: row.id };
    });
    expireJobs({ kind: 'company', profileId: result.id });
    const profile = await loadOwn(a);
    return { created: result.created, profile: profile! };
  },
});

/** Replaces the logo (images only, checked by content); refused before a profile exists. */
export const saveCompanyLogo = defineUseCase({
  name: 'jobs.saveCompanyLogo',
  summary: "Replace the employer's company logo (images only); refused before a profile exists",
  access: 'company:write',
  input: z.object({ logo: z.unknown() }),
  run: async (a, { logo: file }, { meta }): Promise<CompanyProfileDto> => {
    const id = await getDb().transaction(async (tx) => {
      const [existing] = await tx.select({ id: companyProfiles.id }).from(companyProfiles).where(visibleTo(a, companyProfiles.userId)).for('update');
      if (!existing) throw new AppError('validation', jobMessages.profileFirstForLogo, { fieldErrors: { logo: [jobMessages.profileFirstForLogo] } });
      const stored = await saveUpload({ file: file as Blob, kind: 'company_logo', ownerId: a.id, field: 'logo' }, tx);
      await tx.update(companyProfiles).set({ logo: stored.storageKey, updatedAt: new Date() }).where(eq(companyProfiles.id, existing.id));
      await recordAudit(tx, { actor: a, action: 'update', entity: 'company_profile', entityId: existing.id, changes: { logo: 'new' }, ip: meta.ip ?? null, requestId: meta.requestId ?? null });
      return existing.id;
    });
    expireJobs({ kind: 'company', profileId: id });
    return (await loadOwn(a))!;
  },
});
