export * from './auth';
export * from './content';
export * from './teams';
export * from './users';
