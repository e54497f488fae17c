export * from './auth';
export * from './teams';
export * from './users';
