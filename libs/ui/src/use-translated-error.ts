import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldError } from 'react-hook-form';

/**
 * Messages are i18n keys end to end (CONVENTIONS.md): a schema message ('required',
 * 'validation:email') or a server text that is a key is translated in the current language; a
 * server text that is still words is shown as it is.
 */
/** A server text that is a namespaced key ('validation:required'), not a sentence. */
const SERVER_KEY = /^[a-z]+:[A-Za-z_.]+$/;

export function useErrorText() {
  const { t, i18n } = useTranslation('validation');
  return useCallback(
    (error: Pick<FieldError, 'message' | 'type'> | undefined): string | undefined => {
      if (!error?.message) return undefined;
      const message = String(error.message);
      const namespaced = error.type === 'server' ? SERVER_KEY.test(message) : message.includes(':');
      return i18n.exists(message, { ns: 'validation' }) || namespaced ? t(message) : message;
    },
    [t, i18n],
  );
}
