import { envSchema } from '../../apps/join-api/src/config/env-schema';
import { flagDefaults } from '../../apps/join-api/src/config/flags';
import { pageServerEnvSchema } from '../../apps/page-server/src/config';
import { releaseEnvSchema } from '../release/settings';
import { flagRows, settingRows, type SettingRow } from './render';

export const SECTIONS: Record<string, readonly SettingRow[]> = {
  api: settingRows(envSchema),
  flags: flagRows(flagDefaults),
  'page-server': settingRows(pageServerEnvSchema),
  release: settingRows(releaseEnvSchema),
};

export const TITLES: Record<string, string> = {
  api: 'The join API',
  flags: 'The join API: experiment flags',
  'page-server': 'The page server',
  release: 'The release commands (npm run release, releases, rollback)',
};
