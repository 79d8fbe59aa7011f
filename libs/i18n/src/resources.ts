// Every namespace in English and Spanish, bundled with the code (no HTTP back end): the
// resources are small and a language switch must not wait on the network.
import enCheckout from './resources/en/checkout.json';
import enCommon from './resources/en/common.json';
import enCountries from './resources/en/countries.json';
import enInvite from './resources/en/invite.json';
import enParent from './resources/en/parent.json';
import enPro from './resources/en/pro.json';
import enValidation from './resources/en/validation.json';
import esCheckout from './resources/es/checkout.json';
import esCommon from './resources/es/common.json';
import esCountries from './resources/es/countries.json';
import esInvite from './resources/es/invite.json';
import esParent from './resources/es/parent.json';
import esPro from './resources/es/pro.json';
import esValidation from './resources/es/validation.json';

import { type Language, type Namespace } from './languages';

export * from './languages';

type Bundle = Record<string, unknown>;

export const resources: Record<Language, Record<Namespace, Bundle>> = {
  en: {
    common: enCommon,
    validation: enValidation,
    parent: enParent,
    checkout: enCheckout,
    invite: enInvite,
    pro: enPro,
    countries: enCountries,
  },
  es: {
    common: esCommon,
    validation: esValidation,
    parent: esParent,
    checkout: esCheckout,
    invite: esInvite,
    pro: esPro,
    countries: esCountries,
  },
};
