export { AboutPage as default } from '@site/features/about/components/about-page';
