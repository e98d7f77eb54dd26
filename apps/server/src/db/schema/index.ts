export * from './catalogue';
export * from './system';
