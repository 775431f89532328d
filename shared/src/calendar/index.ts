export * from './business-calendar';
export * from './iso-dates';
export * from './lithuanian-holidays';
export * from './date-range';
export * from './deadline-status';
export * from './zoned-formatters';
