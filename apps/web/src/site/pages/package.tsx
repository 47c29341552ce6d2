export { PackagePage as default } from '@site/features/package/components/package-page';
