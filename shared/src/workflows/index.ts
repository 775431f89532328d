export * from './workflow.schemas';
export * from './workflow-rules';
