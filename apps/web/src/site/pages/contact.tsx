export { ContactPage as default } from '@site/features/contact/components/contact-page';
