export * from './contract-rules';
export * from './contract.schemas';
export * from './employees.schemas';
