// Finish later, anywhere: the one "Email me a link to finish" panel of every step and /payment,
// whichever remote draws the page.
export { FinishLater, finishLaterDraft, type FinishLaterProps, type FinishLaterStep } from './finish-later';
