export * from './work-time.schemas';
export * from './shift-hours';
export * from './formula-expansion';
export * from './norm-hours';
export * from './labor-code';
export * from './schedule-table';
export * from './summary-table';
export * from './sdla';
