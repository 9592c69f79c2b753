export { PageEditorCard } from './PageEditorCard';
