'use server';

import { users } from '@/db/schema';

export async function save(): Promise<string> {
  return users.id.name;
}
