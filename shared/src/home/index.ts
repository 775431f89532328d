export * from './home.schemas';
export * from './leave-balance';
