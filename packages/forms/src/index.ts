export { ErrorSummary } from './error-summary';
export type { ErrorSummaryProps, SummaryError } from './error-summary';
export { Field, fieldId, Fieldset } from './field';
export type { ControlProps, FieldProps, FieldsetProps } from './field';
export { UploadField } from './upload-field';
export type { UploadFieldProps } from './upload-field';
export { useRuleMessage } from './rule-message';
export type { FieldCode, ServerFieldCode } from './rule-message';
export { submitKeepingValues } from './submit';
