export { NotFoundPage as default } from '@site/features/not-found/not-found-page';
