export * from './participant-groups.schemas';
