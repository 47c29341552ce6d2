export { NewsPage as default } from '@site/features/news/components/news-page';
