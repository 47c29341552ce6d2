export { ApplyPage as default } from '@site/features/apply/components/apply-page';
