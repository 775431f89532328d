export * from './advanced-search';
export * from './documents.schemas';
export * from './submission-state';
export * from './forms.schemas';
export * from './submission.schemas';
export * from './document-lists.schemas';
export * from './decision-context.schemas';
export * from './filed-form-definition';
