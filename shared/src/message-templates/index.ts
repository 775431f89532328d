export * from './message-templates.schemas';
export * from './template-placeholders';
