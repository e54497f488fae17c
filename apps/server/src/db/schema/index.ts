export * from './auth';
export * from './content';
export * from './notifications';
export * from './teams';
export * from './users';
