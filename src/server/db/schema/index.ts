// One import for the whole schema. Each product area keeps its tables in its own file.
export * from './auth';
export * from './profile';
export * from './email';
export * from './orders';
export * from './payments';
export * from './media';
export * from './campaigns';
export * from './tracking';
export * from './leads';
export * from './analytics';
export * from './limits';
export * from './notifications';
export * from './page-editor';
export * from './ad-metrics';
export * from './experiments';
export * from './report';
