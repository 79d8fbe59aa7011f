// spec §4 Parent flow and §8 'Registration-key expiry or invalid, or status 403/404': reset the
// state, tell the visitor, return to /step1. The one place the parent sign-up reacts to a lost
// session; the page guard, the step forms, /step3 and /alacarte all call it.
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@join/routes';
import { resetRegistration, saveDraft, showAlert } from '@join/state';

export interface ExpireOptions {
  /** Stay on the page (the visitor is on /step1 already, or the guard navigates itself). */
  stay?: boolean;
  /** What the visitor typed on /step1, kept for the new registration. */
  stepOneDraft?: Record<string, unknown>;
}

export function useExpireSession() {
  const { t } = useTranslation('parent');
  const navigate = useNavigate();
  return useCallback(
    (options: ExpireOptions = {}) => {
      resetRegistration();
      if (options.stepOneDraft) saveDraft('step1', options.stepOneDraft);
      showAlert(t('session.expired'), 'info');
      if (!options.stay) navigate(ROUTES.step1, { replace: true });
    },
    [t, navigate],
  );
}
