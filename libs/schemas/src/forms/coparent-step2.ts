// spec §5 Co-parent (step 2) and Children; §2 /step2 (email unknown clears the email and makes
// the phone required). Cross-field rules need the parent's own email and phone, so the schema
// is built by a factory from what step 1 saved.
import { z } from 'zod';
import {
  EMAIL_PATTERN,
  emailError,
  nameField,
  phoneError,
  phoneFormatError,
  sameEmail,
  stripPhoneSeparators,
} from './fields';
import { MESSAGES as M } from './messages';

export interface ParentContact {
  parentEmail: string;
  parentPhone: string;
  /** '+1'. When given, phones only clash if the country codes match too. */
  parentCountryCode?: string;
}

const childSchema = z.object({
  firstName: nameField(),
  lastName: nameField(),
  email: z.string().trim().optional(),
});
export type ChildValues = z.infer<typeof childSchema>;

const baseShape = {
  firstName: nameField(),
  lastName: nameField(),
  knowsCoParentEmail: z.boolean(),
  email: z.string().trim().optional(),
  countryCode: z.string().trim().optional(),
  phoneNumber: z.string().overwrite(stripPhoneSeparators).optional(),
  children: z.array(childSchema),
  coParentDuplicateConfirmed: z.boolean().optional(),
};

type Draft = {
  knowsCoParentEmail?: unknown;
  email?: unknown;
  countryCode?: unknown;
  phoneNumber?: unknown;
  children?: unknown;
};

const text = (v: unknown) => (typeof v === 'string' ? v : '');

function samePhone(a: string, aCode: string | undefined, b: string, bCode: string | undefined): boolean {
  const x = stripPhoneSeparators(a);
  const y = stripPhoneSeparators(b);
  if (x === '' || x !== y) return false;
  return !aCode || !bCode || aCode.trim() === bCode.trim();
}

export function coParentStepSchema(parent: ParentContact) {
  return z
    .object(baseShape)
    .superRefine(
      (draft: Draft, ctx) => {
        const issue = (path: (string | number)[], message: string) =>
          ctx.addIssue({ code: 'custom', path, message, input: draft });
        const knows = draft.knowsCoParentEmail !== false;
        const email = text(draft.email);
        const phone = text(draft.phoneNumber);

        if (knows) {
          const error =
            emailError(email) ??
            (sameEmail(email, parent.parentEmail) ? M.coParentEmailSameAsParent : undefined);
          if (error) issue(['email'], error);
        }

        const phoneProblem = knows ? phoneFormatError(phone) : phoneError(phone);
        if (phoneProblem) issue(['phoneNumber'], phoneProblem);
        else if (phone !== '' && !/^\+\d{1,4}$/.test(text(draft.countryCode).trim())) {
          // A number without its country code cannot be dialled or compared.
          issue(['countryCode'], text(draft.countryCode).trim() === '' ? M.required : M.countryCodeInvalid);
        } else if (samePhone(phone, text(draft.countryCode), parent.parentPhone, parent.parentCountryCode)) {
          issue(['phoneNumber'], M.coParentPhoneSameAsParent);
        }

        const children = Array.isArray(draft.children) ? draft.children : [];
        const seen = new Set<string>();
        children.forEach((child: { email?: unknown }, index) => {
          const childEmail = text(child?.email).trim();
          if (childEmail === '') return;
          const path = ['children', index, 'email'];
          if (!EMAIL_PATTERN.test(childEmail)) issue(path, M.emailInvalid);
          else if (sameEmail(childEmail, parent.parentEmail) || (knows && sameEmail(childEmail, email))) {
            issue(path, M.childEmailMatchesParent);
          } else if (seen.has(childEmail.toLowerCase())) issue(path, M.childEmailDuplicate);
          seen.add(childEmail.toLowerCase());
        });
      },
      // Run even when a name is wrong, so every problem on the page shows at once.
      { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
    )
    .transform((values) => ({
      ...values,
      // An unknown email is cleared rather than sent (spec §2 /step2).
      email: values.knowsCoParentEmail ? values.email : undefined,
      children: values.children.map((c) => ({ ...c, email: c.email ? c.email : undefined })),
    }));
}

export type CoParentStepSchema = ReturnType<typeof coParentStepSchema>;
export type CoParentStepInput = z.input<CoParentStepSchema>;
export type CoParentStepValues = z.infer<CoParentStepSchema>;
