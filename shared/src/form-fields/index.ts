export * from './form-fields.schemas';
export * from './validation-rules';
