import { useEffect } from 'react';
import { setAccountLabel } from '@join/analytics';
import { registerNamespaces } from '@join/i18n';
import { lazyScreen, remotePreloader, RemoteRoutes, type RemoteScreens } from '@join/ui';
import { PageGuard } from './app/shared/page-guard';
import './app/shared/parent-signup.css';
import { zodForStrictCsp } from '@join/schemas';

// Under the strict CSP, zod must not probe for eval (CONTRACTS#trust).
zodForStrictCsp();

// This remote's texts ship with its own build (libs/i18n lazy-loading).
registerNamespaces(['parent', 'validation', 'countries']);

// The screen of each parent sign-up page in the route registry. Each screen is its own chunk,
// so /signup and /step1 do not pay for /step3 or /alacarte.
const screens = {
  signup: lazyScreen(() => import('./app/landing/landing-page').then((m) => m.Landing)),
  step1: lazyScreen(() => import('./app/step1/step1-page').then((m) => m.StepOne)),
  step2: lazyScreen(() => import('./app/step2/step2-page').then((m) => m.StepTwo)),
  step3: lazyScreen(() => import('./app/step3/step3-page').then((m) => m.StepThree)),
  alacarte: lazyScreen(() => import('./app/alacarte/alacarte-page').then((m) => m.Alacarte)),
  duplicate: lazyScreen(() => import('./app/duplicate/duplicate-page').then((m) => m.Duplicate)),
  resume: lazyScreen(() => import('./app/resume/resume-page').then((m) => m.Resume)),
} satisfies RemoteScreens<'parentSignup'>;

/** The pages that usually follow each page: their chunks are fetched when the browser is idle. */
const next = { signup: ['step1'], step1: ['step2'], step2: ['step3'], step3: ['alacarte'] } as const;

/** Fetches the screen of a path before the browser hydrates a server-rendered page (CONTRACTS#first-screen-from-the-server 4). */
export const preload = remotePreloader(screens);

// The parent sign-up remote's one exposed module: its routes at the registry's full paths, each
// screen behind its page's rule (flow/step-rules.ts).
export default function ParentSignupRoutes() {
  useEffect(() => {
    // spec §6: analytics labels this visitor's account 'Parent A'.
    setAccountLabel('Parent A');
  }, []);
  return (
    <RemoteRoutes
      remote="parentSignup"
      screens={screens}
      next={next}
      frame={(page, screen) => <PageGuard page={page}>{screen}</PageGuard>}
    />
  );
}
