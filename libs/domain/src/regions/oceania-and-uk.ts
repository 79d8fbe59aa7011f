// spec §5 Billing (region required) for the other countries the places autocomplete serves (§9).
import type { Region } from './region';

// The UK is offered as its four nations rather than ~200 counties: a billing region only needs
// to place the customer for tax and support, and nations are what British forms usually ask.
export const GB_NATIONS: readonly Region[] = [
  { code: 'ENG', name: 'England' },
  { code: 'NIR', name: 'Northern Ireland' },
  { code: 'SCT', name: 'Scotland' },
  { code: 'WLS', name: 'Wales' },
];

export const AU_STATES: readonly Region[] = [
  { code: 'ACT', name: 'Australian Capital Territory' },
  { code: 'NSW', name: 'New South Wales' },
  { code: 'NT', name: 'Northern Territory' },
  { code: 'QLD', name: 'Queensland' },
  { code: 'SA', name: 'South Australia' },
  { code: 'TAS', name: 'Tasmania' },
  { code: 'VIC', name: 'Victoria' },
  { code: 'WA', name: 'Western Australia' },
];

export const NZ_REGIONS: readonly Region[] = [
  { code: 'AUK', name: 'Auckland' },
  { code: 'BOP', name: 'Bay of Plenty' },
  { code: 'CAN', name: 'Canterbury' },
  { code: 'CIT', name: 'Chatham Islands' },
  { code: 'GIS', name: 'Gisborne' },
  { code: 'HKB', name: "Hawke's Bay" },
  { code: 'MWT', name: 'Manawatū-Whanganui' },
  { code: 'MBH', name: 'Marlborough' },
  { code: 'NSN', name: 'Nelson' },
  { code: 'NTL', name: 'Northland' },
  { code: 'OTA', name: 'Otago' },
  { code: 'STL', name: 'Southland' },
  { code: 'TKI', name: 'Taranaki' },
  { code: 'TAS', name: 'Tasman' },
  { code: 'WKO', name: 'Waikato' },
  { code: 'WGN', name: 'Wellington' },
  { code: 'WTC', name: 'West Coast' },
];
