export { PrivacyPage as default } from '@site/features/privacy/components/privacy-page';
