export * from './catalogue';
export * from './system';
export * from './identity';
