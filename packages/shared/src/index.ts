export * from './constants.ts';
export * from './content.ts';
export * from './errors.ts';
export * from './health.ts';
export * from './teams.ts';
export * from './users.ts';
export * from './validation.ts';
