export { ProductionPage as default } from '@site/features/production/components/production-page';
