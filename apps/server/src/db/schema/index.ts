export * from './auth';
export * from './content';
export * from './gamification';
export * from './notifications';
export * from './progress';
export * from './teams';
export * from './users';
