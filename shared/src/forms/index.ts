export * from './field-types';
export * from './lookups.schemas';
export * from './form-errors';
export * from './participants';
export * from './trip-rules';
export * from './upload-limits';
export * from './validate-form';
export * from './compile-form-schema';
