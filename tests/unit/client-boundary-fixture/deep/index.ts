import type { User } from '@/db/schema';

export type Row = Pick<User, 'id'>;
