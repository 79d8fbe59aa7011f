// spec §2 /alacarte (the invite's /invite/choose-your-own), §3 build-your-own values, §9 free
// options MYFILES and CALLSBASIC.
import { buildYourOwnTotal, isFreeOption, ONE_YEAR_SUBSCRIPTION } from '@join/domain';
import type { BuildYourOwnOption, ServiceCode } from '@join/schemas';

const TERMS: readonly ServiceCode[] = ['SUB1YEAR', 'SUB2YEAR'];

export function isTerm(code: ServiceCode): boolean {
  return TERMS.includes(code);
}

/** The free rule of @join/domain, shared with the parent's /alacarte: a zero-priced option is free too. */
export const isFree: (option: BuildYourOwnOption) => boolean = isFreeOption;

export interface BuildYourOwnChoice {
  term: ServiceCode;
  extras: ServiceCode[];
}

/** Starts from an earlier choice in this tab, else one year and the free options. */
export function initialChoice(options: BuildYourOwnOption[], saved: ServiceCode[] | undefined): BuildYourOwnChoice {
  const terms = options.filter((o) => isTerm(o.code));
  const savedTerm = saved?.find((c) => isTerm(c) && terms.some((t) => t.code === c));
  const term = savedTerm ?? terms.find((t) => t.code === ONE_YEAR_SUBSCRIPTION)?.code ?? terms[0]?.code ?? ONE_YEAR_SUBSCRIPTION;
  const free = options.filter((o) => !isTerm(o.code) && isFree(o)).map((o) => o.code);
  const paid = (saved ?? []).filter((c) => !isTerm(c) && options.some((o) => o.code === c));
  return { term, extras: [...new Set([...free, ...paid])] };
}

/** The services sent with the order: the term first, then every option (free ones included). */
export function servicesOf(choice: BuildYourOwnChoice): ServiceCode[] {
  return [choice.term, ...choice.extras.filter((c) => !isTerm(c))];
}

/** The running total on the page: the rule of @join/domain (free options left out). */
export function choiceTotal(options: BuildYourOwnOption[], choice: BuildYourOwnChoice): number {
  return buildYourOwnTotal(servicesOf(choice), options);
}
