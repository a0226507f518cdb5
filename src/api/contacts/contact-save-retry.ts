import { toStoredPhoneNumber } from '@/domain/numbers/stored-number';
import type { Contact, ContactMethod } from '@/contract/contacts';
import type { ContactSavePlan } from '../../lib/contact-rules';
import { digitsOnly } from '../../lib/phone';

type MethodLike = Pick<ContactMethod, 'contactMethodType' | 'phoneNumber' | 'email'>;

/** What makes two methods the same entry: the type and its number (as stored, +1 for 10 digits) or address. */
function methodKey(m: MethodLike): string {
  if (m.contactMethodType === 'EMAIL') return `E:${(m.email ?? '').trim().toLowerCase()}`;
  const raw = m.phoneNumber ?? '';
  return `P:${toStoredPhoneNumber(raw) ?? digitsOnly(raw)}`;
}

/**
 * A contact save is several calls (fields, then each removed, changed and added method). When one
 * fails half-way, the earlier calls have happened; pressing Save again re-runs the plan made from
 * the editor's draft. This trims the plan against the contact as the server now has it, so a
 * retry never adds a method twice or deletes one that is already gone. Additions whose number or
 * address the contact already holds (outside the methods this plan removes) are dropped: the
 * contact rules never allow one number twice in a contact, so such an addition was applied.
 */
export function withoutAppliedSteps(plan: ContactSavePlan, current: Contact | undefined): ContactSavePlan {
  if (!current) return plan;
  const present = new Set(current.contactMethods.map((m) => m.contactMethodId));
  const remove = plan.remove.filter((id) => present.has(id));
  const removing = new Set(remove);
  const kept = new Set(current.contactMethods.filter((m) => !removing.has(m.contactMethodId)).map(methodKey));
  const add = plan.add.filter((body) => {
    const key = methodKey({
      contactMethodType: body.contactMethodType,
      phoneNumber: body.contactMethodType === 'PHONE' ? body.phoneNumber : null,
      email: body.contactMethodType === 'EMAIL' ? body.email : null,
    });
    return !kept.has(key);
  });
  const update = plan.update.filter((step) => present.has(step.methodId));
  return { ...plan, remove, add, update };
}
