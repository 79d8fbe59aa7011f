// spec §4 and §7: each step is checked by POST /v2/professional/users/validator before the
// wizard moves on. A 409 puts its messages on the fields (spec §8, or signup_{field}_error);
// any other failure raises the generic toast and keeps the visitor on the step. The step's error
// summary takes focus after the failed submit (CONVENTIONS.md Forms).
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { getAnonymousId, track } from '@join/analytics';
import { showAlert } from '@join/state';
import type { FormStep } from '../flow/pro-wizard';
import { fieldMessages } from '../flow/pro-payload';

export function useStepValidator<T extends FieldValues>(
  step: FormStep,
  form: UseFormReturn<T, any, any>,
  stepFields: readonly string[],
) {
  const { t, i18n } = useTranslation('common');
  const [checking, setChecking] = useState(false);

  const validate = useCallback(
    async (body: Record<string, string | string[]>): Promise<boolean> => {
      setChecking(true);
      track('Pro Step Submitted', { step });
      // The client (and the zod schemas it checks answers with) is fetched with the first check.
      const { validateProfessionalStep } = await import('./validator-api.chunk');
      const result = await validateProfessionalStep(step, body, {
        locale: i18n.language,
        anonymousId: getAnonymousId(),
      });
      setChecking(false);
      if (result.ok) {
        track('Pro Step Succeeded', { step });
        return true;
      }
      track('Pro Step Failed', { step, kind: result.kind, status: result.status ?? null });
      if (result.kind === 'validation' && result.fieldErrors?.length) {
        const { onFields, elsewhere } = fieldMessages(result.fieldErrors, stepFields);
        onFields.forEach((error) => {
          // A server text is shown as it is; a default key is translated like a client error.
          form.setError(error.field as Path<T>, {
            type: error.fromServer ? 'server' : 'validate',
            message: error.message,
          });
        });
        if (elsewhere.length || !onFields.length) showAlert(elsewhere.join(' ') || t('genericErrorMessage'));
        return false;
      }
      showAlert(t('genericErrorMessage'));
      return false;
    },
    [step, form, stepFields, t, i18n.language],
  );

  return { validate, checking };
}
