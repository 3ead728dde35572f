/**
 * What the application use cases answer, as plain types: client-safe (no server imports), so a
 * client component may name them (the back office's review forms and table, the applied list).
 */
import type { WaitingOn } from './status';
import type { ApplicationStatus, DocumentSlot, PaymentKind, PaymentStatus } from './values';

export interface ApplicationDocumentView {
  slot: DocumentSlot;
  required: boolean;
  /** The student may upload or remove a file in this slot now. */
  open: boolean;
  /** An admin asked for this slot again (with the reason), until the student resubmits; `answered` once a new file is in it. */
  requested: { at: Date; reason: string | null; answered: boolean } | null;
  file: { uuid: string; name: string; mimeType: string; sizeBytes: number; url: string; uploadedAt: Date } | null;
}

export interface ApplicationHistoryEntry {
  from: ApplicationStatus | null;
  to: ApplicationStatus;
  note: string | null;
  at: Date;
  /** Who made the change, as the student reads it. */
  by: 'student' | 'admissions_office' | null;
}

export interface ApplicationDetail {
  id: number;
  uuid: string;
  userId: number | null;
  status: ApplicationStatus;
  statusLabel: string;
  waitingOn: WaitingOn | null;
  /** The wizard step to resume at (1-4). */
  currentStep: number;
  savedAt: Date | null;
  submittedAt: Date | null;
  decidedAt: Date | null;
  updatedAt: Date;
  description: string | null;
  university: { id: number; name: string };
  course: { id: number; title: string; programId: number };
  program: { id: number; name: string };
  sections: {
    contact_details: Record<string, unknown>;
    students_information: Record<string, unknown>;
    home_address: Record<string, unknown>;
    postal_address: Record<string, unknown>;
    postal_same_as_home: boolean;
    language_proficiency: Record<string, unknown>;
    education_background: Record<string, unknown>[];
    work_experience: Record<string, unknown>[];
    family_contact: Record<string, unknown>;
    financial_supporter: Record<string, unknown>;
    emergency_contact: Record<string, unknown>;
    declaration: Record<string, unknown>;
  };
  documents: ApplicationDocumentView[];
  history: ApplicationHistoryEntry[];
  /** The two fees (minor units of their currency): the payment rows once submitted, else what the settings say now. */
  fees: ApplicationFee[];
}

export interface ApplicationFee {
  kind: PaymentKind;
  amountMinor: number;
  currency: string;
  /** null before submission (no payment row yet) */
  status: PaymentStatus | null;
}

export interface ApplicationListItem {
  id: number;
  status: ApplicationStatus;
  statusLabel: string;
  waitingOn: WaitingOn | null;
  university: { id: number; name: string };
  course: { id: number; title: string; programId: number };
  program: { id: number; name: string };
  /** The last change (a saved step or a status move). */
  updatedAt: Date;
  createdAt: Date;
  /** A fee of this application is unpaid and can be paid now (the fees page: `checkoutLink`). */
  feesDue: boolean;
  /** Where its fees stand: the worse of its fees with an amount (none before submission). */
  paymentStatus: PaymentStatus | null;
}

// ---------------------------------------------------------------------------
// The admissions office's review

export interface ReviewListItem {
  id: number;
  status: ApplicationStatus;
  statusLabel: string;
  fullName: string;
  email: string | null;
  phone: string | null;
  country: string | null;
  university: { id: number; name: string };
  course: { id: number; title: string };
  program: { id: number; name: string };
  submittedAt: Date | null;
  paymentStatus: PaymentStatus | null;
}

export interface BulkMoveResult {
  moved: number[];
  refused: { id: number; message: string }[];
}

export interface ReviewNote {
  id: number;
  body: string;
  author: string | null;
  at: Date;
}

export interface ApplicationForReview extends ApplicationDetail {
  student: { name: string; email: string; phone: string | null; country: string | null } | null;
  /** Per slot: accepted (when, by whom) or not reviewed yet. */
  reviews: Partial<Record<DocumentSlot, { acceptedAt: Date; by: string | null }>>;
  notes: ReviewNote[];
  paymentStatus: PaymentStatus | null;
}
