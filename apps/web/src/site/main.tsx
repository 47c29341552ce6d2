import { addRoutePreloads } from '@site/lib/route-preloads';
import { framePicture, whenFramePictureDrawn } from '@site/lib/when-frame-picture-drawn';
import '@shared/styles/typeface-fallback.css';
import '@shared/styles/base.css';
import '@shared/styles/boot-shell.css';
import '@shared/styles/first-screens.css';
import '@site/app/site.css';

async function start() {
  addRoutePreloads();
  const { startSite } = await import('@site/app/start-site');
  startSite();
}

// Where the loading frame draws the page's first picture, the site's app and the page's code are fetched and run
// once it is painted; elsewhere the head has them on their way already (decision 122).
const picture = framePicture();
void (picture ? whenFramePictureDrawn(picture).then(start) : start());
