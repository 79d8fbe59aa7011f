import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Trans as TransWithoutContext } from 'react-i18next/TransWithoutContext';

export type TransProps = ComponentProps<typeof TransWithoutContext>;

/**
 * A translated sentence with elements inside it (a link in the middle of a line). The page's
 * shared react-i18next leaves its Trans and HTML parser out (tools/webpack/shared/react-i18next.ts),
 * so the few screens that need one bundle it from here, with the page's i18next instance.
 */
export function Trans(props: TransProps) {
  const { i18n } = useTranslation();
  return <TransWithoutContext {...props} i18n={props.i18n ?? i18n} />;
}
