import { z } from 'zod';

/**
 * One input schema for a form that posts several steps or intents to one server action (the
 * register flow, forgot password, the login form's "Send a new code"): `choose` names the step from
 * the raw input, that step's schema parses it (its issues keep their fields), and the output carries
 * the step's name in `step`, so the use case branches on a parsed value. Parsed once, by the use case.
 */
type Steps = Record<string, z.ZodType>;
export type StepOutput<T extends Steps> = { [K in keyof T]: { step: K } & z.output<T[K]> }[keyof T];

export function steps<T extends Steps>(choose: (raw: Record<string, unknown>) => keyof T & string, schemas: T) {
  return z.unknown().transform((raw, ctx): StepOutput<T> => {
    const input = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
    const step = choose(input);
    const result = schemas[step].safeParse(input);
    if (!result.success) {
      for (const issue of result.error.issues) ctx.addIssue({ ...issue, code: 'custom', input: undefined } as never);
      return z.NEVER;
    }
    return { ...(result.data as object), step } as StepOutput<T>;
  });
}
