// Design components shared by the shell and every remote. Styles live in styles.css, which the
// shell loads once for the whole page.
export { Button, type ButtonProps } from './lib/button';
export {
  TextField,
  SelectField,
  CheckboxField,
  ReadOnlyField,
  FieldShell,
  describedBy,
  type SelectOption,
  type SelectFieldProps,
  type FieldErrorProp,
} from './lib/field';
export { EmailField, type EmailFieldProps } from './lib/email-field';
export { FORM_BEHAVIOUR, fieldId } from './lib/form-behaviour';
export { StepIndicator, isStepClickable } from './lib/step-indicator';
export { AlertBanner } from './lib/alert-banner';
export { Modal, type ModalProps, type DialogAnswer } from './lib/modal';
export { PageHeading } from './lib/page-heading';
export { Spinner } from './lib/spinner';
export { ErrorSummary, type SummaryItem } from './lib/error-summary';
export { FormErrorSummary, formHasError } from './lib/form-error-summary';
export {
  useZodForm,
  useServerErrors,
  applyServerErrors,
  useErrorSummaryItems,
  type ServerFieldError,
} from './lib/use-zod-form';
export { useErrorText } from './lib/use-translated-error';
export { useLazySchemaForm } from './lib/lazy-zod-form';
export { BuildLabel } from './lib/build-label';
export {
  phoneInput,
  digitsOnly,
  readPastedPhone,
  type PhoneCodeSelect,
  type PhonePasteResult,
} from './lib/phone-input';
export { lazyScreen, routePreloader, type LazyScreen } from './lib/lazy-screen';
export { yieldToMain } from './lib/yield-to-main';
export { onFirstTouch, whenFirstTouched, whenIdle } from './lib/first-touch';
export { ActionRow, type ActionRowProps, type BackAction, type NextAction } from './lib/action-row';
export {
  RemoteRoutes,
  remotePreloader,
  type RemoteRoutesProps,
  type RemoteScreens,
  type PageOf,
} from './lib/remote-routes';
export { Notice, type NoticeProps } from './lib/notice';
