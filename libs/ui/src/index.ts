// Design components shared by the shell and every remote. Styles live in styles.css, which the
// shell loads once for the whole page.
export { Button, type ButtonProps } from './button';
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
} from './field';
export { EmailField, type EmailFieldProps } from './email-field';
export { FORM_BEHAVIOUR, fieldId } from './form-behaviour';
export { StepIndicator, isStepClickable } from './step-indicator';
export { AlertBanner } from './alert-banner';
export { Modal, type ModalProps, type DialogAnswer } from './modal';
export { PageHeading } from './page-heading';
export { Spinner } from './spinner';
export { ErrorSummary, type SummaryItem } from './error-summary';
export { FormErrorSummary, formHasError } from './form-error-summary';
export {
  useZodForm,
  useServerErrors,
  applyServerErrors,
  useErrorSummaryItems,
  type ServerFieldError,
} from './use-zod-form';
export { useErrorText } from './use-translated-error';
export { useLazySchemaForm } from './lazy-zod-form';
export { BuildLabel } from './build-label';
export {
  phoneInput,
  digitsOnly,
  readPastedPhone,
  type PhoneCodeSelect,
  type PhonePasteResult,
} from './phone-input';
export { lazyScreen, routePreloader, type LazyScreen } from './lazy-screen';
export { yieldToMain } from './yield-to-main';
export { onFirstTouch, whenFirstTouched, whenIdle, whenStill } from './first-touch';
export { ActionRow, type ActionRowProps, type BackAction, type NextAction } from './action-row';
export {
  RemoteRoutes,
  remotePreloader,
  type RemoteRoutesProps,
  type RemoteScreens,
  type PageOf,
} from './remote-routes';
export { Notice, type NoticeProps } from './notice';
export { Trans, type TransProps } from './trans';
