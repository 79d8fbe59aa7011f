// CONTRACTS#both-languages: the catalogue in Spanish. Every package name, receipt text and feature list, every
// build-your-own option and coupon description gets its Spanish text beside the English one; the
// API answers in the language of the request (Accept-Language) and mails in the recipient's.
const lit = (v: string) => `'${v.replace(/'/g, "''")}'`;

const newFeaturesEs = [
  'Calendario de crianza compartida',
  'Mensajes con ToneMeter',
  '1 GB de espacio',
  'Pagos ilimitados',
  'Diario y banco de información',
];
const legacyFeaturesEs = [
  'Calendario de crianza compartida',
  'Tablero de mensajes',
  'Almacenamiento MyFiles',
  'Registro de gastos',
  'Diario',
];

const optionNamesEs: Record<string, string> = {
  SUB1YEAR: 'Suscripción de 1 año',
  SUB2YEAR: 'Suscripción de 2 años',
  MYFILES: '1 GB de espacio',
  CALLSBASIC: 'Llamadas',
  TONEMETER: 'ToneMeter',
  UNLIMITEDPAYMENTS: 'Pagos ilimitados',
};

const couponsEs: Record<string, string> = {
  PARTNER10: '10 % de descuento de nuestro socio',
  FAMILYLAW15: '15 % de descuento para clientes de profesionales de derecho familiar',
  SPRING20: '20 % de descuento de primavera',
};

export function catalogueSpanishStatements(): string[] {
  const out = [
    'alter table packages add column display_name_es text',
    'alter table packages add column receipt_text_es text',
    'alter table packages add column features_es jsonb',
    'alter table package_options add column display_name_es text',
    'alter table coupons add column description_es text',
    // Names follow the English ones: 'Standard 2 Years' -> 'Estándar 2 años', 'Build Your Own' -> 'Arma tu paquete'.
    `update packages set display_name_es = 'Arma tu paquete', receipt_text_es = 'Suscripción armada a tu medida' where build_your_own`,
    `update packages set display_name_es = case when pricing_group = 'P0' then 'Estándar' else 'Esencial' end || case when sub_years = 1 then ' 1 año' else ' 2 años' end,
       receipt_text_es = 'Suscripción ' || case when pricing_group = 'P0' then 'Estándar' else 'Esencial' end || ', ' || case when sub_years = 1 then 'se renueva cada año' else 'se renueva cada dos años' end
     where not build_your_own`,
    `update packages set features_es = ${lit(JSON.stringify(legacyFeaturesEs))}::jsonb where pricing_group = 'P0' and not build_your_own`,
    `update packages set features_es = ${lit(JSON.stringify(newFeaturesEs))}::jsonb where pricing_group <> 'P0' and not build_your_own`,
    // A build-your-own package holds only what the visitor adds (migration 025).
    `update packages set features_es = '[]'::jsonb where build_your_own`,
  ];
  for (const [code, name] of Object.entries(optionNamesEs))
    out.push(`update package_options set display_name_es = ${lit(name)} where code = ${lit(code)}`);
  for (const [code, text] of Object.entries(couponsEs))
    out.push(`update coupons set description_es = ${lit(text)} where code = ${lit(code)}`);
  return out;
}
