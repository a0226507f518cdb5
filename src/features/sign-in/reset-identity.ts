import { sendResetCodeRequestSchema } from '@/contract/sign-in';

export interface ResetIdentityProblems {
  email: boolean;
  mobile: boolean;
}

/**
 * Which of the reset screen's fields the server would refuse, by the call's own schema (the rule is
 * the contract's, once): the screen says so beside the field instead of sending the request and
 * showing the server's wording of a 400.
 */
export function resetIdentityProblems(identity: { email: string; mobile?: string }): ResetIdentityProblems {
  const parsed = sendResetCodeRequestSchema.safeParse(identity);
  if (parsed.success) return { email: false, mobile: false };
  const fields = new Set(parsed.error.issues.map((issue) => issue.path[0]));
  return { email: fields.has('email'), mobile: fields.has('mobile') };
}
