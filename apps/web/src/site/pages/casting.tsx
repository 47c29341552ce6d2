export { CastingPage as default } from '@site/features/casting/components/casting-page';
