/** Who is acting: a signed-in user (id and role, checked against the database) or a visitor (null). */
export const roles = ['admin', 'student', 'employer', 'candidate'] as const;
export type Role = (typeof roles)[number];
export type Actor = { id: number; role: Role } | null;
