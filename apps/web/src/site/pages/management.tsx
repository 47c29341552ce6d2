export { ManagementPage as default } from '@site/features/management/components/management-page';
