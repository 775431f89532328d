export * from './workflow-designer.schemas';
export * from './workflow-rule';
