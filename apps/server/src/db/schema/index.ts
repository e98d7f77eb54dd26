export * from './catalogue';
export * from './system';
export * from './identity';
export * from './profile';
export * from './boats';
export * from './sessions';
export * from './feed';
export * from './moderation';
