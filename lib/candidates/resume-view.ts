import type { ContactField, SensitiveField } from './consent-schemas';
import type { RowSection, SingleSection } from './schemas';

/**
 * The resume as every reader gets it (the candidate's builder, the directory, an employer's
 * applicant page, the back office), in the seed's field names. A plain DTO, client-safe: the pages
 * and lib/candidates/privacy.ts (which filters it for employers) take it from here, the database
 * side (lib/candidates/profile.ts) builds it.
 */
type Obj = Record<string, unknown>;
export type ResumeRow = { id: number } & Obj;

export interface ResumeView {
  userId: number;
  email: string;
  basic_info: Obj;
  career_info: Obj;
  permanent_address: Obj | null;
  present_address: Obj | null;
  preference: { job_category_choice: number[]; keyword: string[]; pref_city: string[]; special_skill: string[] };
  /** The chosen categories' names, in the order chosen (a removed category drops out). */
  categoryNames: string[];
  rows: Record<RowSection, ResumeRow[]>;
  /** Which single sections were ever saved. */
  saved: Record<SingleSection, boolean>;
  photo: { url: string; name: string } | null;
  isPublic: boolean;
  sharedFields: SensitiveField[];
  /** The contact details the candidate agreed to show in the directory. */
  sharedContacts: ContactField[];
  updatedAt: Date | null;
}
