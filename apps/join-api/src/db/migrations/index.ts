import { splitStatements } from '../sql-statements';
import { schema001 } from './001-schema';
import { catalogueStatements } from './002-catalogue';
import { schema003 } from './003-analytics';
import { schema004 } from './004-mail-outbox';
import { byoPrices025 } from './025-byo-prices';
import { catalogueSpanishStatements } from './020-catalogue-spanish';
import { schema005 } from './005-payments';
import { statements015 } from './015-catalogue-version';
import { schema010 } from './010-csp-reports';
import { schema040 } from './040-three-d-secure';
import { schema045 } from './045-worker-leases';
import { schema063 } from './063-email-change-tokens';
import { schema065 } from './065-nonce-card-country';
import { schema070 } from './070-web-vitals';
import { schema080 } from './080-releases';
import { schema088 } from './088-release-health';
import { schema081 } from './081-finish-later';
import { schema086 } from './086-mail-outbox-trace';
import { schema082 } from './082-google-pay-hide';

export interface Migration {
  id: string;
  statements(): string[];
}

const split = splitStatements;

/**
 * Append only: a released migration is never edited, a change is a new one with a later id.
 * They run in the order of their ids (migrate.ts), whatever their order here.
 */
export const migrations: Migration[] = [
  { id: '001-schema', statements: () => split(schema001) },
  { id: '002-catalogue', statements: catalogueStatements },
  { id: '003-analytics', statements: () => split(schema003) },
  { id: '004-mail-outbox', statements: () => split(schema004) },
  { id: '025-byo-prices', statements: byoPrices025 },
  { id: '020-catalogue-spanish', statements: catalogueSpanishStatements },
  { id: '005-payments', statements: () => split(schema005) },
  { id: '015-catalogue-version', statements: () => statements015 },
  { id: '010-csp-reports', statements: () => split(schema010) },
  { id: '040-three-d-secure', statements: () => split(schema040) },
  { id: '045-worker-leases', statements: () => split(schema045) },
  { id: '063-email-change-tokens', statements: () => split(schema063) },
  { id: '065-nonce-card-country', statements: () => split(schema065) },
  { id: '070-web-vitals', statements: () => split(schema070) },
  { id: '080-releases', statements: () => split(schema080) },
  { id: '081-finish-later', statements: () => split(schema081) },
  { id: '086-mail-outbox-trace', statements: () => split(schema086) },
  { id: '082-google-pay-hide', statements: () => split(schema082) },
  { id: '088-release-health', statements: () => split(schema088) },
];
