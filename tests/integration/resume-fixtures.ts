import type { ResumeSection } from '@/lib/candidates/schemas';

/**
 * The save-a-section use case's input (lib/candidates/sections.ts) as the builder's form sends it:
 * the section, its fields under the section's name and, to change a row, `row_id`.
 */
export function sectionInput(section: ResumeSection | string, fields: Record<string, unknown>, rowId?: unknown) {
  return { section, [section]: fields, ...(rowId === undefined ? {} : { row_id: rowId }) };
}
