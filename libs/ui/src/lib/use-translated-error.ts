import { useTranslation } from 'react-i18next';
import type { FieldError } from 'react-hook-form';

/**
 * Schema messages are i18n keys; server messages are already words. This turns either into
 * the text a visitor reads, in the current language.
 */
export function useErrorText() {
  const { t, i18n } = useTranslation('validation');
  return (error: Pick<FieldError, 'message' | 'type'> | undefined): string | undefined => {
    if (!error?.message) return undefined;
    if (error.type === 'server') return error.message;
    const message = String(error.message);
    return i18n.exists(message, { ns: 'validation' }) || message.includes(':') ? t(message) : message;
  };
}
