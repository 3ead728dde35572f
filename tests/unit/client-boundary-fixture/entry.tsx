'use client';

import type { Row } from './types';
import { save } from './actions';

export type { Row };
export const saveRow = save;
