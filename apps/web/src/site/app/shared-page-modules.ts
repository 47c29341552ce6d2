// Small modules that most public pages use, bundled with the entry script: each would otherwise be a file of
// a few hundred bytes that a page must fetch (over a handful of HTTP/1.1 connections on a phone) before it can
// draw (docs/decisions/063). Importing them here places them in the entry chunk; pages import them as usual.
import '@site/components/media/responsive-image';
import '@site/lib/use-in-view';
import '@site/lib/use-log-error';
import '@site/lib/format-day';
import '@site/components/loading/page-placeholder';
import '@shared/video/video-embed';
import '@site/components/artist-card/artist-card';
import '@site/lib/get-artists';
import '@site/components/media/video-grid';
import '@site/components/missing-state/missing-state';
